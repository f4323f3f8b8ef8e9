/** The rows a stored quest or run points at; an adapter's fixture creates real ones for its foreign keys. */
export interface ContractOwners {
  companyId: string;
  creatorId: string;
}

export async function contractOwners(make?: () => Promise<ContractOwners>): Promise<ContractOwners> {
  return make ? make() : { companyId: globalThis.crypto.randomUUID(), creatorId: globalThis.crypto.randomUUID() };
}
