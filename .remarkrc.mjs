// `npm run lint` holds every relative link and anchor of the README and docs/ to lead somewhere.
import remarkValidateLinks from 'remark-validate-links';

export default { plugins: [[remarkValidateLinks, { repository: false }]] };
