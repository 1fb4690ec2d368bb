import { Alert } from '@chakra-ui/react';

export type ErrorAlertProps = {
  message: string | null;
  title?: string;
};

/** A server or network error, announced to assistive technology (role="alert"). */
export function ErrorAlert({ message, title }: ErrorAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{message}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
