import { request } from '../../shared/api/gql-client.ts';
import { graphql, type ResultOf, type VariablesOf } from '../../graphql.ts';

/** GraphQL documents of the company's invoices and credit notes, and the legal details they carry. */

export const TaxDocumentFields = graphql(`
  fragment TaxDocumentFields on TaxDocument {
    id
    kind
    number
    issuedAt
    seller {
      legalName
      addressLines
      country
      vatNumber
    }
    buyer {
      legalName
      addressLines
      country
      vatNumber
    }
    lines {
      description
      amount {
        cents
      }
    }
    tax {
      label
      note
      rateBasisPoints
      rounding
      net {
        cents
      }
      vat {
        cents
      }
      gross {
        cents
      }
    }
    credits {
      id
      number
    }
  }
`);

export const TaxDocumentsQuery = graphql(
  `
    query TaxDocuments {
      taxDocuments {
        ...TaxDocumentFields
      }
    }
  `,
  [TaxDocumentFields],
);
export type TaxDocument = ResultOf<typeof TaxDocumentsQuery>['taxDocuments'][number];

export const TaxDocumentQuery = graphql(
  `
    query TaxDocument($id: ID!) {
      taxDocument(id: $id) {
        ...TaxDocumentFields
      }
    }
  `,
  [TaxDocumentFields],
);

export const BillingDetailsFields = graphql(`
  fragment BillingDetailsFields on BillingDetails {
    legalName
    addressLine1
    addressLine2
    postalCode
    city
    country
    vatNumber
  }
`);

export const BillingDetailsQuery = graphql(
  `
    query BillingDetails {
      billingDetails {
        ...BillingDetailsFields
      }
      billingOverview {
        viewerIsOwner
      }
    }
  `,
  [BillingDetailsFields],
);
export type BillingDetailsAnswer = ResultOf<typeof BillingDetailsQuery>;

export const UpdateBillingDetailsMutation = graphql(
  `
    mutation UpdateBillingDetails($input: BillingDetailsInput!) {
      updateBillingDetails(input: $input) {
        ...BillingDetailsFields
      }
    }
  `,
  [BillingDetailsFields],
);

export const fetchTaxDocuments = async () => (await request(TaxDocumentsQuery)).taxDocuments;
export const fetchTaxDocument = async (id: string) => (await request(TaxDocumentQuery, { id })).taxDocument;
export const fetchBillingDetails = async () => request(BillingDetailsQuery);
export const updateBillingDetails = async (input: VariablesOf<typeof UpdateBillingDetailsMutation>['input']) =>
  (await request(UpdateBillingDetailsMutation, { input })).updateBillingDetails;
