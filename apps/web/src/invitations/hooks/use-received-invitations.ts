import useSWR from 'swr';
import { request } from '../../shared/api/gql-client.ts';
import {
  type ReceivedInvitation,
  MyInvitationQuery,
  MyInvitationsQuery,
  MyInvitationToQuery,
} from '../operations/received-invitations.operations.ts';

/** The signed-in creator's open invitations (the Offers tab). */
export const useMyInvitations = () => useSWR('gql:MyInvitations', () => request(MyInvitationsQuery).then((d) => d.myInvitations));

/** One invitation addressed to the signed-in creator (the mail link's page). */
export const useMyInvitation = (invitationId: string) =>
  useSWR(['gql:MyInvitation', invitationId], () => request(MyInvitationQuery, { invitationId }).then((d) => d.myInvitation));

/** The signed-in creator's invitation to one activation, whatever its status. */
export const useMyInvitationTo = (activationType: ReceivedInvitation['activationType'], activationId: string) =>
  useSWR(['gql:MyInvitationTo', activationType, activationId], () =>
    request(MyInvitationToQuery, { activationType, activationId }).then((d) => d.myInvitationTo),
  );
