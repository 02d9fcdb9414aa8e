/// <reference types="@cloudflare/vitest-pool-workers/types" />
declare module "../../build/index.js" {
  const worker: ExportedHandler<Record<string, unknown>> & {
    fetch(request: Request, env: Record<string, unknown>, ctx: ExecutionContext): Promise<Response>;
  };
  export default worker;
}
