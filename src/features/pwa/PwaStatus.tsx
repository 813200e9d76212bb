/**
 * The app's quiet status line: the update prompt, the offline banner and the install offer
 * ('Install app' where the browser offers it; a one-time hint on iOS Safari).
 */
import { Box, Button, CloseButton, HStack, Text } from '@chakra-ui/react';
import { Download as LucideDownload, Share as LucideShare, WifiOff as LucideWifiOff } from 'lucide-react';
import { lightIcon } from '../../components/lightIcon';
import { useEffect, useState } from 'react';
import { useOnline } from '../../lib/useOnline';
import { IOS_HINT_KEY } from '../storage/keys';
import { registerServiceWorker } from './serviceWorker';

const Download = lightIcon(LucideDownload);
const Share = lightIcon(LucideShare);
const WifiOff = lightIcon(LucideWifiOff);

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

function isIosSafari(): boolean {
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua) && !standalone;
}

function Bar({ children, tone = 'plain', testId }: { children: React.ReactNode; tone?: 'plain' | 'dark'; testId: string }) {
  return (
    <Box
      role="status"
      data-testid={testId}
      bg={tone === 'dark' ? 'jade.900' : 'bg.panel'}
      color={tone === 'dark' ? 'white' : 'fg'}
      borderRadius="l3"
      boxShadow="lg"
      borderWidth={tone === 'dark' ? '0' : '1px'}
      borderColor="border"
      px="4"
      py="3"
      maxW="md"
    >
      <HStack gap="3">{children}</HStack>
    </Box>
  );
}

export function PwaStatus() {
  const online = useOnline();
  const [needRefresh, setNeedRefresh] = useState(false);
  const [installEvent, setInstallEvent] = useState<BeforeInstallPromptEvent>();
  const [iosHint, setIosHint] = useState(false);

  useEffect(() => {
    const registration = registerServiceWorker();
    registration?.onNeedRefresh(() => setNeedRefresh(true));
    const onPrompt = (e: Event) => {
      e.preventDefault();
      setInstallEvent(e as BeforeInstallPromptEvent);
    };
    window.addEventListener('beforeinstallprompt', onPrompt);
    const onInstalled = () => setInstallEvent(undefined);
    window.addEventListener('appinstalled', onInstalled);
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the browser is only known after hydration
      if (isIosSafari() && !localStorage.getItem(IOS_HINT_KEY)) setIosHint(true);
    } catch {
      // No storage: skip the hint rather than show it every time.
    }
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  const dismissIosHint = () => {
    setIosHint(false);
    try {
      localStorage.setItem(IOS_HINT_KEY, '1');
    } catch {
      // Best effort.
    }
  };

  return (
    <Box position="fixed" right={{ base: '3', md: '5' }} top="76px" zIndex="banner" display="flex" flexDirection="column" gap="2" alignItems="flex-end" pointerEvents="none" css={{ '& > *': { pointerEvents: 'auto' } }}>
      {!online && (
        <Bar testId="offline-banner" tone="dark">
          <WifiOff size={18} aria-hidden />
          <Text fontSize="sm">You're offline. The saved guide stays available, and messages you send will go out when the connection returns.</Text>
        </Bar>
      )}
      {needRefresh && (
        <Bar testId="update-prompt">
          <Text fontSize="sm" flex="1">
            A new version is available
          </Text>
          <Button size="xs" onClick={() => registerServiceWorker()?.applyUpdate()}>
            Reload
          </Button>
          <CloseButton size="xs" aria-label="Later" onClick={() => setNeedRefresh(false)} />
        </Bar>
      )}
      {installEvent && (
        <Bar testId="install-offer">
          <Download size={18} aria-hidden />
          <Text fontSize="sm" flex="1">
            Keep the guide on your phone, even offline.
          </Text>
          <Button
            size="xs"
            onClick={async () => {
              await installEvent.prompt();
              await installEvent.userChoice.catch(() => undefined);
              setInstallEvent(undefined);
            }}
          >
            Install app
          </Button>
          <CloseButton size="xs" aria-label="Not now" onClick={() => setInstallEvent(undefined)} />
        </Bar>
      )}
      {iosHint && (
        <Bar testId="ios-install-hint">
          <Share size={18} aria-hidden />
          <Text fontSize="sm" flex="1">
            Install this guide: tap Share, then Add to Home Screen.
          </Text>
          <CloseButton size="xs" aria-label="Dismiss" onClick={dismissIosHint} />
        </Bar>
      )}
    </Box>
  );
}
