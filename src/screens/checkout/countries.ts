// The basket's shipping country reads the same reference data as the customer forms.
export { useCountries, type Choice as Country } from '../shared/customer-form-data';
