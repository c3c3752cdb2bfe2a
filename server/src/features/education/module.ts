import { defineFeature } from '../featureModule';
import { enrollmentProduct } from './product';
import { educationRoutes } from './routes';

/** Education: routes; a settled course payment enrols the student, a refund ends the enrolment. */
export const educationModule = defineFeature({
  name: 'education',
  routes: educationRoutes,
  payments: { products: [enrollmentProduct] },
});
