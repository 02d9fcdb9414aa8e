/** The part of autocannon's API that the bench scripts use (the package ships no types). */
declare module "autocannon" {
  interface RequestOptions {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
  }
  interface Client {
    on(event: "headers", listener: (info: { headers: string[]; statusCode: number }) => void): void;
    /** Each response once read, with its time in milliseconds (fractional). */
    on(
      event: "response",
      listener: (statusCode: number, bytes: number, milliseconds: number) => void,
    ): void;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    requests?: { setupRequest?: (request: RequestOptions) => RequestOptions }[];
    setupClient?: (client: Client) => void;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
