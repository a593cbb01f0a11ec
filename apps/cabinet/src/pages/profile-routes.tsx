export {
  UserInfoPage as UserInfoRoute,
  EditProfilePage as EditProfileRoute,
  ReferalsPage as ReferalsRoute,
} from '@polis/account';
