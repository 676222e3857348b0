import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../shared/LoadFailed';
import { useCustomerFormData, type CustomerFormReference } from '../shared/customer-form-data';

/** Renders a customer form once its form data (countries, salutations, rules) is in. */
export function FormDataGate({ children }: { children: (reference: CustomerFormReference) => ReactNode }) {
  const { data, retry } = useCustomerFormData();
  if (data === undefined) return <Loading />;
  if (data === null) return <LoadFailed onRetry={retry} />;
  return <>{children(data)}</>;
}
