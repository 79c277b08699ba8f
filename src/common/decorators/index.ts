export * from './current-user.decorator';
export * from './public.decorator';
export * from './roles.decorator';
export * from './params.decorator';
export * from './public-read.decorator';
export * from './received-at.decorator';
export * from './rate-limit.decorator';
export * from './no-query.decorator';
