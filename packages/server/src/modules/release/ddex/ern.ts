import { GENRES, PLATFORMS, type ReleaseDetail, type ReleaseFile, type TrackDetail } from '@irama/contracts';
import { el, renderXml, type XmlNode } from './xml-writer.ts';

/** Who sends and receives the message (DDEX party ids, `PADPIDA…`). */
export type ErnParties = { senderDpid: string; senderName: string; recipientDpid: string; recipientName: string };

/** The distributor's default parties until real DDEX party ids are configured. */
export const DEFAULT_ERN_PARTIES: ErnParties = {
  senderDpid: 'PADPIDA2026IRAMA01',
  senderName: 'Irama',
  recipientDpid: 'PADPIDA2026STORES1',
  recipientName: 'Digital Service Providers',
};

const NAMESPACE = 'http://ddex.net/xml/ern/411';

/** An xs:duration for a length in seconds, e.g. `PT3M25.5S`. */
export function isoDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round((seconds - minutes * 60) * 1000) / 1000;
  return `PT${minutes}M${rest}S`;
}

function genreName(id: string | null): string {
  return GENRES.find((genre) => genre.id === id)?.name.en ?? 'Pop';
}

function artistNames(artists: TrackDetail['artists']): string {
  const main = artists.filter((artist) => artist.role !== 'featured').map((artist) => artist.name ?? '');
  const featured = artists.filter((artist) => artist.role === 'featured').map((artist) => artist.name ?? '');
  const joined = main.filter(Boolean).join(' & ');
  return featured.length > 0 ? `${joined} feat. ${featured.join(' & ')}` : joined;
}

/** Builds the ERN 4.1.1 NewReleaseMessage of a submitted release (album + one track release per track). */
export function buildNewReleaseMessage(
  release: ReleaseDetail,
  options: { parties: ErnParties; createdAt: Date },
): string {
  const { parties } = options;
  const partyRefs = new Map<string, string>();
  const partyOf = (name: string) => {
    let ref = partyRefs.get(name);
    if (!ref) {
      ref = `P${partyRefs.size + 1}`;
      partyRefs.set(name, ref);
    }
    return ref;
  };
  const labelRef = partyOf(release.label ?? release.title ?? 'Label');
  const displayArtists = (artists: TrackDetail['artists']) =>
    artists
      .filter((artist) => artist.name)
      .map((artist, index) =>
        el(
          'DisplayArtist',
          { SequenceNumber: String(index + 1) },
          el('ArtistPartyReference', null, partyOf(artist.name ?? '')),
          el('DisplayArtistRole', null, artist.role === 'featured' ? 'FeaturedArtist' : 'MainArtist'),
        ),
      );
  const proprietary = (value: string) => el('ProprietaryId', { Namespace: parties.senderDpid }, value);
  const title = (text: string) => [
    el('DisplayTitleText', null, text),
    el('DisplayTitle', null, el('TitleText', null, text)),
  ];

  const soundRecordings = release.tracks.map((track, index) =>
    soundRecording(track, index, { displayArtists, proprietary, title }),
  );
  const releaseDuration = release.tracks.reduce((sum, track) => sum + (track.audio?.duration_seconds ?? 0), 0);
  const isExplicit = release.tracks.some((track) => track.is_explicit);
  const album = el(
    'Release',
    null,
    el('ReleaseReference', null, 'R0'),
    el('ReleaseType', null, release.release_type === 'single' ? 'Single' : 'Album'),
    el('ReleaseId', null, release.upc ? el('ICPN', null, release.upc) : undefined, proprietary(release.album_id)),
    title(release.title ?? ''),
    el('DisplayArtistName', null, artistNames(release.artists)),
    displayArtists(release.artists),
    el('ReleaseLabelReference', null, labelRef),
    el('Duration', null, isoDuration(releaseDuration)),
    el('Genre', null, el('GenreText', null, genreName(release.tracks[0]?.genre ?? null))),
    release.release_date ? el('ReleaseDate', null, release.release_date) : undefined,
    el('ParentalWarningType', null, isExplicit ? 'Explicit' : 'NotExplicit'),
    el(
      'ResourceGroup',
      null,
      release.tracks.map((_, index) =>
        el(
          'ResourceGroupContentItem',
          null,
          el('SequenceNumber', null, String(index + 1)),
          el('ReleaseResourceReference', null, `A${index + 1}`),
        ),
      ),
    ),
  );
  const trackReleases = release.tracks.map((track, index) =>
    el(
      'TrackRelease',
      null,
      el('ReleaseReference', null, `R${index + 1}`),
      el(
        'ReleaseId',
        null,
        track.isrc ? el('ISRC', null, track.isrc) : proprietary(`${release.album_id}-${index + 1}`),
      ),
      title(track.title ?? ''),
      el('ReleaseResourceReference', null, `A${index + 1}`),
      el('ReleaseLabelReference', null, labelRef),
      el('Genre', null, el('GenreText', null, genreName(track.genre))),
    ),
  );
  const deals = release.platforms.map((platformId) =>
    el(
      'Deal',
      null,
      el('DealReference', null, platformId),
      el(
        'DealTerms',
        null,
        el('TerritoryCode', null, 'Worldwide'),
        el('ValidityPeriod', null, el('StartDate', null, release.release_date ?? '')),
        el('CommercialModelType', null, 'SubscriptionModel'),
        el('CommercialModelType', null, 'AdvertisementSupportedModel'),
        el('UseType', null, 'OnDemandStream'),
        el(
          'DistributionChannel',
          null,
          el('PartyName', null, el('FullName', null, PLATFORMS.find((p) => p.id === platformId)?.name ?? platformId)),
        ),
      ),
    ),
  );
  const partyList = [...partyRefs].map(([name, ref]) =>
    el('Party', null, el('PartyReference', null, ref), el('PartyName', null, el('FullName', null, name))),
  );
  const message: XmlNode = el(
    'ern:NewReleaseMessage',
    { 'xmlns:ern': NAMESPACE, LanguageAndScriptCode: 'id', ReleaseProfileVersionId: 'Audio' },
    el(
      'MessageHeader',
      null,
      el('MessageThreadId', null, release.album_id),
      el('MessageId', null, `${release.album_id}-${options.createdAt.getTime()}`),
      el(
        'MessageSender',
        null,
        el('PartyId', null, parties.senderDpid),
        el('PartyName', null, el('FullName', null, parties.senderName)),
      ),
      el(
        'MessageRecipient',
        null,
        el('PartyId', null, parties.recipientDpid),
        el('PartyName', null, el('FullName', null, parties.recipientName)),
      ),
      el('MessageCreatedDateTime', null, options.createdAt.toISOString()),
      el('MessageControlType', null, 'LiveMessage'),
    ),
    el('PartyList', null, partyList),
    el('ResourceList', null, soundRecordings),
    el('ReleaseList', null, album, trackReleases),
    deals.length > 0
      ? el('DealList', null, el('ReleaseDeal', null, el('DealReleaseReference', null, 'R0'), deals))
      : undefined,
  );
  return renderXml(message);
}

type Helpers = {
  displayArtists: (artists: TrackDetail['artists']) => XmlNode[];
  proprietary: (value: string) => XmlNode;
  title: (text: string) => XmlNode[];
};

function technicalDetails(file: ReleaseFile, reference: string): XmlNode {
  return el(
    'TechnicalDetails',
    null,
    el('TechnicalResourceDetailsReference', null, reference),
    el('AudioCodecType', null, 'PCM'),
    file.channels ? el('NumberOfChannels', null, String(file.channels)) : undefined,
    file.sample_rate ? el('SamplingRate', { UnitOfMeasure: 'Hz' }, String(file.sample_rate)) : undefined,
    file.bit_depth ? el('BitsPerSample', null, String(file.bit_depth)) : undefined,
    file.duration_seconds !== undefined ? el('Duration', null, isoDuration(file.duration_seconds)) : undefined,
    el(
      'File',
      null,
      el('URI', null, file.name ?? `${file.file_id}.wav`),
      el('HashSum', null, el('Algorithm', null, 'SHA-256'), el('HashSumValue', null, file.sha256)),
      el('FileSize', null, String(file.size)),
    ),
  );
}

function soundRecording(track: TrackDetail, index: number, helpers: Helpers): XmlNode {
  const audio = track.audio;
  return el(
    'SoundRecording',
    null,
    el('ResourceReference', null, `A${index + 1}`),
    el('Type', null, 'MusicalWorkSoundRecording'),
    el('ResourceId', null, track.isrc ? el('ISRC', null, track.isrc) : helpers.proprietary(`track-${track.id}`)),
    helpers.title(track.title ?? ''),
    el('DisplayArtistName', null, artistNames(track.artists)),
    helpers.displayArtists(track.artists),
    el('Duration', null, isoDuration(audio?.duration_seconds ?? 0)),
    el('ParentalWarningType', null, track.is_explicit ? 'Explicit' : 'NotExplicit'),
    el('IsInstrumental', null, track.is_instrumental ? 'true' : 'false'),
    audio ? technicalDetails(audio, `T${index + 1}`) : undefined,
  );
}
