import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_TEXT, type AgencyProfile, type ProfileBody } from '@portal/shared';
import { userProfileSave } from '@portal/shared/routes/agency-profile';
import { callApi } from '../../../lib/api-call';
import { usePublicConfig } from '../../../lib/public-config-context';
import { profileKeys } from './query-keys';

/** PUT /{product}/user/user_profile → 'Profilo aggiornato'; a stale save is shown by the form. */
export function saveProfile(productSlug: string, body: ProfileBody): Promise<AgencyProfile> {
  return callApi(userProfileSave, { product: productSlug, body });
}

export function useSaveProfile() {
  const { productSlug } = usePublicConfig();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => saveProfile(productSlug, body),
    meta: { successMessage: PROFILE_TEXT.saved },
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(productSlug), profile),
  });
}
