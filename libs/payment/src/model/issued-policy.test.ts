import { issuedPolicyFromCheck } from './issued-policy';

const paid = {
  error: false as const,
  check: true as const,
  url: '/api/policy/EIOO/0000001/pdf?t=a',
  polis_seria: 'EIOO',
  polis_number: '0000001',
};

it('the policy of a paid check', () => {
  expect(issuedPolicyFromCheck(paid)).toEqual({ series: 'EIOO', number: '0000001', url: paid.url });
});

it('lists every policy when all_policies names several, skipping malformed rows', () => {
  const policy = issuedPolicyFromCheck({
    ...paid,
    all_policies: [
      { product: 'OSAGO', policy_number: 'EIOO 0000001', policy_url: '/a.pdf' },
      { product: 'Mini KASKO', policy_number: 'MKS 0000002', policy_url: '/b.pdf' },
      { product: 'Broken', policy_number: 3 },
      'nonsense',
    ],
  });
  expect(policy.all).toEqual([
    { product: 'OSAGO', number: 'EIOO 0000001', url: '/a.pdf' },
    { product: 'Mini KASKO', number: 'MKS 0000002', url: '/b.pdf' },
  ]);
});

it('a single entry in all_policies is the policy itself: no list', () => {
  const policy = issuedPolicyFromCheck({
    ...paid,
    all_policies: [{ product: 'OSAGO', policy_number: 'EIOO 0000001', policy_url: '/a.pdf' }],
  });
  expect(policy.all).toBeUndefined();
});
