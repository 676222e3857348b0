export type ChooseShippingCountry = { type: 'ChooseShippingCountry'; country: string };

export type ShippingCommand = ChooseShippingCountry;
