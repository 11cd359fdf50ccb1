// Who issues Sppock's tokens and for whom: every token carries `iss`/`aud` and is accepted only
// with both, so a token minted for another purpose with the same key (a partner integration,
// another service sharing the secret by mistake) is not taken for a session.
import type { JWTVerifyOptions } from 'jose';

/** The `iss` claim of every token this server signs. */
export const JWT_ISSUER = 'sppock';
/** The `aud` claim: the Sppock API. */
export const JWT_AUDIENCE = 'sppock-api';

/** The options every `jwtVerify` of ours passes: one algorithm, our issuer, our audience. */
export const JWT_VERIFY_OPTIONS: JWTVerifyOptions = {
  algorithms: ['HS256'],
  issuer: JWT_ISSUER,
  audience: JWT_AUDIENCE,
};
