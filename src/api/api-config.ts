export interface ApiConfig {
  /** '' means same origin (the dev/preview server or a reverse proxy forwards to the API). */
  baseUrl: string;
  /** Read on every request, so a key entered or forgotten applies at once. */
  getApiKey: () => string | null;
}

let config: ApiConfig = { baseUrl: '', getApiKey: () => null };

export function configureApi(changes: Partial<ApiConfig>): void {
  config = { ...config, ...changes };
}

export function getApiConfig(): Readonly<ApiConfig> {
  return config;
}
