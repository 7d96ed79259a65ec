// HTTP methods and the API's paths: no words a visitor reads.
/* eslint-disable lingui/no-unlocalized-strings */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ContactInput,
  DemoRequestInput,
  Faq,
  List,
  MessageResponse,
  One,
  PublicHolidays,
  Testimonial,
} from '@iqra/contracts';
import { apiRequest, type ReadContext } from '../../lib/api-client.ts';

export const getTestimonials = ({ client }: ReadContext = {}) =>
  apiRequest<List<Testimonial>>('/api/testimonials', { client });
export const testimonialsQueryOptions = queryOptions({
  queryKey: ['testimonials'],
  queryFn: getTestimonials,
});
export const useTestimonials = () => useQuery(testimonialsQueryOptions);

export const getFaqs = ({ client }: ReadContext = {}) =>
  apiRequest<List<Faq>>('/api/faqs', { client });
export const faqsQueryOptions = queryOptions({ queryKey: ['faqs'], queryFn: getFaqs });
export const useFaqs = () => useQuery(faqsQueryOptions);

/** The school's holidays to come that staff show the public (decision 049). */
export const getPublicHolidays = ({ client }: ReadContext = {}) =>
  apiRequest<One<PublicHolidays>>('/api/holidays', { client });
export const publicHolidaysQueryOptions = queryOptions({
  queryKey: ['holidays'],
  queryFn: getPublicHolidays,
});
export const usePublicHolidays = () => useQuery(publicHolidaysQueryOptions);

/** POST /api/request-demo: the spec does not read the answer's body. */
export const requestDemo = (input: DemoRequestInput) =>
  apiRequest<MessageResponse>('/api/request-demo', { method: 'POST', body: { ...input } });
export const useRequestDemo = () => useMutation({ mutationFn: requestDemo });

export interface JobRequestInput {
  email: string;
  file?: File | null;
}

/** The multipart body of a job application: the resume goes along only when one was chosen. */
export function buildJobRequestBody({ email, file }: JobRequestInput): FormData {
  const body = new FormData();
  body.append('email', email);
  if (file) body.append('file', file);
  return body;
}

/** POST /api/request-job (multipart email and file); the answer's body is not read. */
export const requestJob = (input: JobRequestInput) =>
  apiRequest<MessageResponse>('/api/request-job', {
    method: 'POST',
    body: buildJobRequestBody(input),
  });
export const useRequestJob = () => useMutation({ mutationFn: requestJob });

export const sendContactMessage = (input: ContactInput) =>
  apiRequest<MessageResponse>('/api/contact', { method: 'POST', body: { ...input } });
export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
