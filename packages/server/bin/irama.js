#!/usr/bin/env node
// The `irama` command. The server runs from its TypeScript sources through tsx, so the
// command works straight after `npm ci`, with no build step to forget.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
