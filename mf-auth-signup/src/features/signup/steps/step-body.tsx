import { lazy } from 'react';
import type { StepBodyProps } from '../signup-wizard';
import { AboutStep } from './about-step';
import { EmailStep } from './email-step';
import { LocationStep } from './location-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';

// The personal step derives "looking for" with the contract's rules, which bring zod: it loads when the
// visitor starts on the wizard (the first focus inside it) or when it shows, not with the page.
export const loadPersonalStep = () => import('./personal-step');
const PersonalStep = lazy(() => loadPersonalStep().then((module) => ({ default: module.PersonalStep })));

/** The form of one step after the account. */
export function StepBody({ step, ...props }: StepBodyProps) {
  switch (step) {
    case 'photo':
      return <PhotoStep {...props} />;
    case 'location':
      return <LocationStep {...props} />;
    case 'personal':
      return <PersonalStep {...props} />;
    case 'about':
      return <AboutStep {...props} />;
    case 'push':
      return <PushStep {...props} />;
    case 'email':
      return <EmailStep {...props} />;
  }
}
