import { useRef, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { PROFILE_PHOTO_MAX_BYTES } from '../../../common/constants';
import { Button } from '../ui/button';
import { errorMessage } from '../../lib/api/http';
import { toast } from '../../lib/toast-store';
import { useUploadProfilePhoto } from '../../lib/api/media';
import { shrinkImage } from '../../lib/shrink-image';

interface ProfilePhotoUploadProps {
  url: string | null;
  initials: string;
}

/** The account's photo (agents' profile and everyone's /profile): checked here first (an image, under 5MB), then cropped square by the server. */
export function ProfilePhotoUpload({ url, initials }: ProfilePhotoUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePhoto();

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid File', description: 'Please select an image file.', variant: 'destructive' });
      return;
    }
    if (file.size >= PROFILE_PHOTO_MAX_BYTES) {
      toast({ title: 'File Too Large', description: 'Image must be smaller than 5MB.', variant: 'destructive' });
      return;
    }
    upload.mutate(await shrinkImage(file), {
      onSuccess: () => toast({ title: 'Photo Updated', description: 'Your new profile photo is shown beside your listings.', variant: 'success' }),
      onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Failed to upload photo'), variant: 'destructive' }),
    });
  }

  return (
    <div className="flex items-center gap-4">
      {url ? (
        <img src={url} alt="Your profile photo" className="size-20 shrink-0 rounded-full object-cover ring-4 ring-white shadow" />
      ) : (
        <span aria-hidden="true" className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 ring-4 ring-white shadow">
          {initials}
        </span>
      )}
      <div className="space-y-1">
        <input ref={input} id="profile-photo" type="file" accept="image/*" className="sr-only" tabIndex={-1} aria-label="Profile photo" onChange={(e) => void onChange(e)} />
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()} aria-describedby="profile-photo-hint">
          <Camera aria-hidden="true" />
          {url ? 'Change photo' : 'Upload photo'}
        </Button>
        <p id="profile-photo-hint" className="text-xs text-slate-500">An image under 5MB. A clear photo of your face builds trust.</p>
      </div>
    </div>
  );
}
