-- Dashboard sign-ins (docs/dashboard.md): a browser holds a random id in an HttpOnly cookie; the
-- row holds only its hash, the platform token the sign-in produced (sealed, so a copy of the table
-- signs no one in) and the session's CSRF token. A session ends with its token: expires_at is the
-- token's `exp`. Each request checks the token again with the /api's own verifier.
CREATE TABLE browser_sessions (
  -- sha256 of the cookie's random id (hex).
  id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The platform JWT, sealed under the key-encryption key with id_hash as its context.
  sealed_token text NOT NULL,
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

-- Sign-ins sweep the ended sessions.
CREATE INDEX browser_sessions_expires_at ON browser_sessions (expires_at);
CREATE INDEX browser_sessions_user_id ON browser_sessions (user_id);
