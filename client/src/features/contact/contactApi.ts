import type { ContactDetails } from '@common/contact';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';

/** GET address of the configured contact details (its query key's first element). */
export const CONTACT_DETAILS_URL = '/api/contact/details';

/** How to reach the team, as this installation is configured: it does not change while the page is open. */
export function useContactDetails() {
  return useQuery({
    queryKey: [CONTACT_DETAILS_URL],
    queryFn: async () => (await getJson<ContactDetails>(CONTACT_DETAILS_URL))!,
    staleTime: Infinity,
  });
}
