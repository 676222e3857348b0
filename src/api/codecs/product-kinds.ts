/**
 * product_kind_ref of an annual pass (member card). A module without codecs: the shop's list
 * drawn before the runtime tells a pass by it too (screens/merchandise/light-product-list.ts).
 */
export const ANNUAL_PASS_PRODUCT_KIND = 13;
