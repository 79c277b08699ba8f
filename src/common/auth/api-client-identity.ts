/** What a request carries once its API key has been checked (the api-clients module checks it). */
export interface ApiClientIdentity {
  id: string;
  name: string;
  rateLimitPerMinute: number;
}
