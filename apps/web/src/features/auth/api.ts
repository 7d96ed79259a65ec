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
import { apiRequest } from '../../lib/api-client.ts';

export type { RegisterData, RegisterInput };
export type LoginInput = z.input<typeof loginSchema>;
export type LoginData = z.output<typeof loginSchema>;

export const login = (credentials: LoginData) =>
  apiRequest<AuthResponse>('/api/auth/login', { body: credentials });
export const useLogin = () => useMutation({ mutationFn: login });

export const register = (registration: RegisterData) =>
  apiRequest<AuthResponse>('/api/auth/register', { body: registration });
export const useRegister = () => useMutation({ mutationFn: register });

export const getCountries = () => apiRequest<List<Country>>('/api/countries');
export const countriesQueryOptions = queryOptions({
  queryKey: ['countries'],
  queryFn: getCountries,
  // The list of countries does not change while someone fills in a form.
  staleTime: Infinity,
});
export const useCountries = () => useQuery(countriesQueryOptions);
