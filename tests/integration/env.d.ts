/// <reference types="@cloudflare/vitest-pool-workers/types" />
