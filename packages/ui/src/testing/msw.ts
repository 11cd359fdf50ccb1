// The kit's stories and tests answer calls with the SDK's testing entry: one `http` typed from
// the contract for the SDK, the UI kit and the app.
export { delay, HttpResponse, http } from '@sppock/sdk/testing';
