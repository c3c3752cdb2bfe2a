import { definePaidProduct } from '../payments/index';
import { endEnrollment, enrolOnPayment } from './fulfilment';

/** A paid course's enrolment: the student is enrolled once paid, and the enrolment ends with a refund. */
export const enrollmentProduct = definePaidProduct({
  type: 'course_enrollment',
  label: 'Course enrollment',
  succeeded: enrolOnPayment,
  refunded: endEnrollment,
});
