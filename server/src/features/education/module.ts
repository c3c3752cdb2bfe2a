import { defineFeature } from '../featureModule';
import { endEnrollment, enrolOnPayment } from './fulfilment';
import { educationRoutes } from './routes';

/** Education: routes; a settled course payment enrols the student, a refund ends the enrolment. */
export const educationModule = defineFeature({
  name: 'education',
  routes: educationRoutes,
  payments: { products: { course_enrollment: { succeeded: enrolOnPayment, refunded: endEnrollment } } },
});
