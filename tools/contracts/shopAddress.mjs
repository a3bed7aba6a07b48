/** The contracts' grammar of shop addresses, for what runs in Node (the Hosting rules, the dev server, the specs). */
import * as grammar from '../../shared/src/shopAddress/shopAddress.ts';

export const shopAddress = grammar;
