import type { StepBodyProps } from '../signup-wizard';
import { AboutStep } from './about-step';
import { EmailStep } from './email-step';
import { LocationStep } from './location-step';
import { PersonalStep } from './personal-step';
import { PhotoStep } from './photo-step';
import { PushStep } from './push-step';

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
