/** The keys this build trusts (config/env), parsed and imported once, on the first trip opened. */
import { tripPublicKeys } from '../../config/tripKeys';
import { parseTrustedKeys, verifierOf, type PublicJwk, type Verifier } from './keys';

let keys: PublicJwk[] | undefined;
let verifier: Verifier | undefined;

export function trustedKeys(): PublicJwk[] {
  return (keys ??= parseTrustedKeys(tripPublicKeys));
}

export function trustedVerifier(): Verifier {
  return (verifier ??= verifierOf(trustedKeys()));
}
