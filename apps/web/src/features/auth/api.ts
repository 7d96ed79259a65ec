import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  AuthResponse,
  Country,
  List,
  loginSchema,
  RegisterData,
  RegisterInput,
} from '@iqra/contracts';
import type { z } from 'zod';
import { apiRequest, type ReadContext } from '../../lib/api-client.ts';
import { browserTimeZone } from '../../lib/time-zones.ts';

export type { RegisterData, RegisterInput };
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

/** Signs in with the browser's zone, which the server keeps for an account that has none yet. */
export const login = (credentials: LoginData) =>
  apiRequest<AuthResponse>('/api/auth/login', {
    body: { ...credentials, time_zone: browserTimeZone() },
  });
export const useLogin = () => useMutation({ mutationFn: login });

export const register = (registration: RegisterData) =>
  apiRequest<AuthResponse>('/api/auth/register', { body: registration });
export const useRegister = () => useMutation({ mutationFn: register });

export const getCountries = ({ client }: ReadContext = {}) =>
  apiRequest<List<Country>>('/api/countries', { client });
export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: getCountries,
  // The list of countries does not change while someone fills in a form.
  staleTime: Infinity,
});
export const useCountries = () => useQuery(countriesQueryOptions);
