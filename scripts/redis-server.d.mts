export function startRedis(): Promise<{
  url: string;
  start(): Promise<void>;
  stop(options?: { kill?: boolean }): Promise<void>;
}>;
