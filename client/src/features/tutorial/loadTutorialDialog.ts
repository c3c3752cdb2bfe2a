/** Loads the tutorial dialog's code (steps and images are only needed once a tutorial opens). */
export const loadTutorialDialog = () => import('./TutorialDialog');
