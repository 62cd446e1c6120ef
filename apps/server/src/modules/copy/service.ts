/**
 * Copy trading (PRODUCT.md): the module's public surface. Products, their NAV and its daily
 * record (products.ts); followers' units (follows.ts); every query in repository.ts.
 */
export type { Product } from './repository.ts';
export { followsHeldAt, latestFollows } from './repository.ts';
export type { ProductInput } from './products.ts';
export {
  FOLLOW,
  PRODUCT_ACCOUNT_PREFIX,
  allProducts,
  createProduct,
  listProducts,
  navE6,
  productAnswer,
  productEquity,
  productInfo,
  productOf,
  setShelf,
  settleNavs,
} from './products.ts';
export { follow, myFollows, redeem } from './follows.ts';
