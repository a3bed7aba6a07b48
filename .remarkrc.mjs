// `npm run lint:docs`: every relative link and anchor in the README and docs/ leads somewhere.
import remarkValidateLinks from 'remark-validate-links';

export default { plugins: [[remarkValidateLinks, { repository: false }]] };
