import useSWR from 'swr';
import { fetchBillingInvoices, fetchBillingOverview, fetchBillingPlans, fetchBillingStatements } from '../operations/billing.operations.ts';
import { fetchBillingDetails, fetchTaxDocument, fetchTaxDocuments } from '../operations/tax-documents.operations.ts';

export const BILLING_PLANS_KEY = 'gql:BillingPlans';
export const BILLING_OVERVIEW_KEY = 'gql:BillingOverview';

export const useBillingPlans = () => useSWR(BILLING_PLANS_KEY, fetchBillingPlans);
/** The company's plan for locks in other pages; `null` key while the viewer is not a company member. */
export const useBillingOverview = (enabled = true) => useSWR(enabled ? BILLING_OVERVIEW_KEY : null, fetchBillingOverview);
export const useBillingInvoices = () => useSWR('gql:BillingInvoices', fetchBillingInvoices);
export const useBillingStatements = () => useSWR('gql:BillingStatements', fetchBillingStatements);
export const useTaxDocuments = () => useSWR('gql:TaxDocuments', fetchTaxDocuments);
export const useTaxDocument = (id: string) => useSWR(['gql:TaxDocument', id], ([, documentId]) => fetchTaxDocument(documentId));
export const useBillingDetails = () => useSWR('gql:BillingDetails', fetchBillingDetails);
