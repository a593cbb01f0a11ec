import { useParams } from 'react-router';
import { RenewalPage } from '@polis/account';

/**
 * `prolong/:token`: the one-tap renewal a reminder's SMS and the cabinet link to (issue 23). A module of its
 * own: the renewal's code, and the payment step after it, load with this page only.
 */
export function ProlongPage() {
  // The route accepts a well-formed token only (libs/routing PARAM_RULES); the API says whether it is valid.
  const { token = '' } = useParams();
  return <RenewalPage key={token} token={token} />;
}
