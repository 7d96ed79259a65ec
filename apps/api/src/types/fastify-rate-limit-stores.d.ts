// The rate-limit plugin's own stores, which it exports as files but without types.
declare module '@fastify/rate-limit/store/*.js' {
  type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
  interface RateLimitStore {
    incr(key: string, done: Counted, timeWindow: number, max: number): void;
    read(key: string, done: Counted, timeWindow: number, max: number): void;
    child(routeOptions: unknown): RateLimitStore;
  }
  const Store: new (...args: unknown[]) => RateLimitStore;
  export default Store;
}
