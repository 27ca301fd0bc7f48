import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ADMIN_PASSWORD = 'e2e-Admin-Passw0rd';
export const STATE_FILE = join( tmpdir(), 'tessera-e2e-server.json' );
