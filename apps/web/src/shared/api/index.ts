export { FeedbackBridge } from './FeedbackBridge';
export {
  type ConfirmApi,
  createFeedback,
  type Feedback,
  type FeedbackType,
  getFeedback,
  type MessageApi,
  setFeedback,
} from './feedback';
export {
  createRequest,
  type Request,
  type RequestConfig,
  type RequestDeps,
  RequestError,
  request,
} from './request';
export { type PortalStorage, storage } from './storage';
