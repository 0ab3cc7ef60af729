// The auth calls' contracts: each call (auth-calls.ts) joined to its body and answer schemas
// (auth-api.ts). The API registers a route from each.
import { contract, EmptyBody, NoData } from '@qcard/contracts/schema-parts';
import {
  UpdateLanguageBody,
  UpdateLanguageAnswer,
  LoginBody,
  SessionUser,
  EndOtherSessionsAnswer,
  TokenCheckAnswer,
  ForgotPasswordBody,
  SignUpBody,
  VerifyEmailBody,
  ResendVerificationBody,
  ValidateResetTokenBody,
  ValidateResetTokenAnswer,
  NewPasswordBody,
  UpdatePasswordBody,
  UpdateProfileBody,
  AnonymousUserBody,
  AnonymousUserAnswer,
  FeedbackBody,
} from '@qcard/contracts/auth-api';
import {
  UpdateLanguageCall,
  LoginCall,
  LogoutCall,
  EndOtherSessionsCall,
  UserDetailsCall,
  IsTokenValidCall,
  RefreshTokenCall,
  ForgotPasswordCall,
  ResendResetLinkCall,
  SignUpCall,
  VerifyEmailCall,
  ResendVerificationCall,
  ValidateResetTokenCall,
  NewPasswordCall,
  UpdatePasswordCall,
  UpdateProfileCall,
  AnonymousUserCall,
  FeedbackCall,
} from '@qcard/contracts/auth-calls';

export const UpdateLanguage = contract(
  UpdateLanguageCall,
  UpdateLanguageBody,
  UpdateLanguageAnswer,
);
export const Login = contract(LoginCall, LoginBody, SessionUser);
export const Logout = contract(LogoutCall, EmptyBody, NoData);
export const EndOtherSessions = contract(EndOtherSessionsCall, EmptyBody, EndOtherSessionsAnswer);
export const UserDetails = contract(UserDetailsCall, EmptyBody, SessionUser);
export const IsTokenValid = contract(IsTokenValidCall, EmptyBody, TokenCheckAnswer);
export const RefreshToken = contract(RefreshTokenCall, EmptyBody, TokenCheckAnswer);
export const ForgotPassword = contract(ForgotPasswordCall, ForgotPasswordBody, NoData);
export const ResendResetLink = contract(ResendResetLinkCall, ForgotPasswordBody, NoData);
export const SignUp = contract(SignUpCall, SignUpBody, NoData);
export const VerifyEmail = contract(VerifyEmailCall, VerifyEmailBody, NoData);
export const ResendVerification = contract(ResendVerificationCall, ResendVerificationBody, NoData);
export const ValidateResetToken = contract(
  ValidateResetTokenCall,
  ValidateResetTokenBody,
  ValidateResetTokenAnswer,
);
export const NewPassword = contract(NewPasswordCall, NewPasswordBody, NoData);
export const UpdatePassword = contract(UpdatePasswordCall, UpdatePasswordBody, NoData);
export const UpdateProfile = contract(UpdateProfileCall, UpdateProfileBody, SessionUser);
export const AnonymousUser = contract(AnonymousUserCall, AnonymousUserBody, AnonymousUserAnswer);
export const Feedback = contract(FeedbackCall, FeedbackBody, NoData);
