import { lazy, Suspense, type ComponentType } from 'react';
import { LoadState } from '@app/shared/ui/load-state';
import type { StepBodyProps, StepProps } from './step-props';
import { PhotoStep } from './photo-step';

// The photo comes first after the account; the later steps are code of their own, loaded when the
// member reaches them, so the first visit of /complete-signup does not carry them (issue 14).
const later = <Name extends string>(load: () => Promise<Record<Name, ComponentType<StepProps>>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));
const LocationStep = later(() => import(/* webpackChunkName: "signup-steps" */ './location-step'), 'LocationStep');
const PersonalStep = later(() => import(/* webpackChunkName: "signup-steps" */ './personal-step'), 'PersonalStep');
const AboutStep = later(() => import(/* webpackChunkName: "signup-steps" */ './about-step'), 'AboutStep');
const PushStep = later(() => import(/* webpackChunkName: "signup-steps" */ './push-step'), 'PushStep');
const EmailStep = later(() => import(/* webpackChunkName: "signup-steps" */ './email-step'), 'EmailStep');

/** The form of one step after the account. */
export function StepBody({ step, ...props }: StepBodyProps) {
  if (step === 'photo') return <PhotoStep {...props} />;
  return (
    <Suspense fallback={<LoadState />}>
      {step === 'location' && <LocationStep {...props} />}
      {step === 'personal' && <PersonalStep {...props} />}
      {step === 'about' && <AboutStep {...props} />}
      {step === 'push' && <PushStep {...props} />}
      {step === 'email' && <EmailStep {...props} />}
    </Suspense>
  );
}
