// The API contract (design/api.md) in code: one module per resource, shared by app and server.
export * from './envelope.ts';
export * from './messages.en.ts';
export * from './user.ts';
export * from './auth.ts';
export * from './names.ts';
export * from './notification.ts';
export * from './broadcasting.ts';
export * from './city.ts';
export * from './kitchen.ts';
export * from './food.ts';
export * from './order.ts';
export * from './order-history.ts';
export * from './ticket.ts';
export * from './order-actions.ts';
export * from './onboarding.ts';
export * from './order-transitions.ts';
export * from './kitchen-pause.ts';
