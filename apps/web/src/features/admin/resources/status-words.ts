import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { wordsFor, type Words } from '../components/resource-config.ts';
import { capitalize } from '../utils/names.ts';

// Statuses and roles as staff read them ("pending" reads "Pending", `no_show` "No show"): the
// lists' filters and forms, and the tinted words of their rows (StatusTag), one word each. In the `status` context, as
// a word may be a state here and a button elsewhere ("Open").
const STATUS_WORDS: Record<string, MessageDescriptor> = {
  active: msg({ message: 'Active', context: 'status' }),
  inactive: msg({ message: 'Inactive', context: 'status' }),
  completed: msg({ message: 'Completed', context: 'status' }),
  cancelled: msg({ message: 'Cancelled', context: 'status' }),
  expired: msg({ message: 'Expired', context: 'status' }),
  failed: msg({ message: 'Failed', context: 'status' }),
  sent: msg({ message: 'Sent', context: 'status' }),
  pending: msg({ message: 'Pending', context: 'status' }),
  confirmed: msg({ message: 'Confirmed', context: 'status' }),
  unsubscribed: msg({ message: 'Unsubscribed', context: 'status' }),
  new: msg({ message: 'New', context: 'status' }),
  contacted: msg({ message: 'Contacted', context: 'status' }),
  closed: msg({ message: 'Closed', context: 'status' }),
  created: msg({ message: 'Created', context: 'status' }),
  capturing: msg({ message: 'Capturing', context: 'status' }),
  admin: msg({ message: 'Admin', context: 'status' }),
  student: msg({ message: 'Student', context: 'status' }),
  tutor: msg({ message: 'Tutor', context: 'status' }),
  open: msg({ message: 'Open', context: 'status' }),
  used: msg({ message: 'Used', context: 'status' }),
  booked: msg({ message: 'Booked', context: 'status' }),
  attended: msg({ message: 'Attended', context: 'status' }),
  enrolled: msg({ message: 'Enrolled', context: 'status' }),
  no_show: msg({ message: 'No show', context: 'status' }),
  'invitation pending': msg({ message: 'Invitation pending', context: 'status' }),
  valid: msg({ message: 'Valid', context: 'status' }),
  revoked: msg({ message: 'Revoked', context: 'status' }),
  approved: msg({ message: 'Approved', context: 'status' }),
  declined: msg({ message: 'Declined', context: 'status' }),
  scheduled: msg({ message: 'Scheduled', context: 'status' }),
  requested: msg({ message: 'Waiting', context: 'status' }),
  granted: msg({ message: 'Granted', context: 'status' }),
  refused: msg({ message: 'Refused', context: 'status' }),
  withdrawn: msg({ message: 'Withdrawn', context: 'status' }),
};

/** A status's word; one the list does not know yet reads as the API writes it, capitalised. */
export const statusWord = (status: string): Words =>
  wordsFor(STATUS_WORDS, status, capitalize(status.replace(/_/g, ' ')));
