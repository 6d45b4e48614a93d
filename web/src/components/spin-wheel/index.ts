export { landingRotation, segmentAt } from './spin-math';
export { SpinWheel, type SpinWheelProps, type WheelSegment } from './spin-wheel';
