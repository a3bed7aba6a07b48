// The contracts' grammar of shop addresses, for what runs in Node.
import * as grammar from '../../shared/src/shopAddress/shopAddress.ts';

export const shopAddress = grammar;
