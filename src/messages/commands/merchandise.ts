import type { CountInput } from './tickets';

export type MerchandiseListing = 'shop' | 'passes';

/**
 * An annual pass owner as the visitor typed it (001 §3). Personal data: it travels in the
 * command only (commands are never persisted) and is kept in the owner store, outside the log.
 */
export interface PassOwnerInput {
  name: string;
  address: string;
  send_to_custom_addr: boolean;
}

export type OpenMerchandiseList = { type: 'OpenMerchandiseList'; kind: MerchandiseListing; category: number | null };
export type OpenProduct = { type: 'OpenProduct'; articleId: number };
export type SetProductQuantity = { type: 'SetProductQuantity'; articleId: number; quantity: CountInput };
export type AddProductToBasket = { type: 'AddProductToBasket'; articleId: number };
export type AddAnnualPassToBasket = { type: 'AddAnnualPassToBasket'; articleId: number; owners: PassOwnerInput[] };
export type ChangeArticleLineCount = { type: 'ChangeArticleLineCount'; lineId: string; count: CountInput };

export type MerchandiseCommand =
  | OpenMerchandiseList
  | OpenProduct
  | SetProductQuantity
  | AddProductToBasket
  | AddAnnualPassToBasket
  | ChangeArticleLineCount;
