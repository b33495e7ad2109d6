# தமிழ் பட்டியல்: பாட் காட்டும் ஒவ்வொரு சொல்லும். விசைகள் அவை தோன்றும் இடத்தின்படி தொகுக்கப்பட்டுள்ளன.
# அளவுருக்கள் Fluent மாறிகள்; அடையாளங்களும் பதிப்புகளும் சரங்களாக அனுப்பப்படுகின்றன.

## ஆட்டங்களும் அவற்றின் விதிகளும்

game-yacht = Yacht
game-classic = பாரம்பரிய Yacht
game-generala = Generala
game-5000 = 5000
game-yatzy = Yatzy
summary-yacht = மேல் பகுதி போனஸுடன் 13 பிரிவுகள்: Yahtzee பாணியிலான பிரபலமான ஆட்டம்.
summary-classic = பாரம்பரிய 12-பிரிவு Yacht: போனஸ்கள் இல்லை, ஜோக்கர் இல்லை.
summary-generala = லத்தீன் அமெரிக்காவில் மிகப் பிரபலமானது: முதல் உருட்டல் போனஸ்களும் Generala-களும்.
summary-5000 = அதிர்ஷ்டத்தைச் சோதியுங்கள்: சரியாக 5,000 அடையும் வரை புள்ளிகளைச் சேமியுங்கள்.
summary-yatzy = ஸ்காண்டிநேவிய Yatzy: ஜோடிகளுடன் 15 பிரிவுகள், மேல் பகுதிக்கு 50 போனஸ் புள்ளிகள்.

rules-rounds = { $rounds ->
    [one] ஒரு சுற்று
   *[other] { $rounds } சுற்றுகள்
  }: ஒவ்வொரு வீரரும் ஒவ்வொரு பிரிவையும் ஒரு முறை நிரப்புவார்.
rules-three-rolls = ஒரு சுற்றுக்கு அதிகபட்சம் மூன்று உருட்டல்கள்; உருட்டல்களுக்கு இடையே எந்தப் பகடைகளையும் வைத்துக்கொள்ளலாம்; எந்த உருட்டலுக்குப் பிறகும் மதிப்பெண் பதிவு செய்யலாம்.
rules-three-rolls-rehold = ஒரு சுற்றுக்கு அதிகபட்சம் மூன்று உருட்டல்கள்; வைத்திருந்த பகடைகளை அதே சுற்றில் பின்னர் மீண்டும் உருட்டலாம்.
rules-zero-box = பகடைகள் பொருந்தாத பிரிவையும் தேர்வு செய்யலாம்: அதில் 0 பதிவாகும்.
rules-upper-bonus = மேல் பகுதி போனஸ்: ஒன்றுகள் முதல் ஆறுகள் வரையிலான மொத்தம் { $threshold } அல்லது அதற்கு மேல் இருந்தால் +{ $bonus }.
rules-extra-yacht = கூடுதல் Yacht: Yacht பிரிவில் 50 இருந்த பிறகு ஒவ்வொரு கூடுதல் Yacht-க்கும் +{ $bonus }.
rules-joker = ஜோக்கர்: Yacht பிரிவு நிரம்பிய பிறகு ஒரே மாதிரி ஐந்து பகடைகள் வந்தால், அந்த முகத்தின் மேல் பிரிவு காலியாக இருந்தால் அங்கேதான் பதிய வேண்டும்; இல்லையெனில் ஏதேனும் ஒரு கீழ்ப் பிரிவில் (வரிசைகளும் ஃபுல் ஹவுஸும் முழு மதிப்பில்); அதுவும் முடியாவிட்டால் ஏதேனும் ஒரு மேல் பிரிவில் 0.
rules-highest-wins = அதிக மொத்தம் பெற்றவர் வெல்வார்; மொத்தங்கள் சமமானால் வெற்றி பகிரப்படும்.
rules-no-bonus = மேல் பகுதி போனஸ் இல்லை, Yacht போனஸ் இல்லை, ஜோக்கர் இல்லை.
rules-no-extra-yatzy = கூடுதல் Yatzy போனஸ் இல்லை, ஜோக்கர் இல்லை.
rules-scratch = ஒரு சுற்றுக்கு அதிகபட்சம் மூன்று உருட்டல்கள்; காலியான எந்தப் பிரிவையும் 0 எழுதி அடித்துவிடலாம்.
rules-served-bonus = முதல் உருட்டலிலேயே வரிசை, ஃபுல் ஹவுஸ் அல்லது ஒரே மாதிரி நான்கு: +{ $bonus }.
rules-served-generala = முதல் உருட்டலிலேயே Generala வந்தால் உடனே ஆட்டத்தை வெல்லலாம்; Generala பிரிவை ஏற்கெனவே அடித்திருந்தால் மட்டும் இது பொருந்தாது.
rules-otherwise-highest = இல்லையெனில் அதிக மொத்தம் பெற்றவர் வெல்வார்; மொத்தங்கள் சமமானால் வெற்றி பகிரப்படும்.
rules-5000-goal = சரியாக { $target ->
    [one] { $target } புள்ளியை
   *[other] { $target } புள்ளிகளை
  } முதலில் அடைபவர் வெல்வார்.
rules-5000-scoring = ஒவ்வொரு 1-க்கும் 100, ஒவ்வொரு 5-க்கும் 50; ஒரே மாதிரி மூன்று: முக மதிப்பு × 100, மூன்று 1-கள் 1,100; ஒரே மாதிரி நான்கு அதை இரட்டிப்பாக்கும், ஒரே மாதிரி ஐந்து அதை நான்கு மடங்காக்கும்; 1-2-3-4-5 அல்லது 2-3-4-5-6: 1,500.
rules-5000-set-aside = ஒரே உருட்டலின் பகடைகள் மட்டுமே சேரும். மதிப்பெண் தரும் பகடைகள் ஒதுக்கி வைக்கப்படும்; மீதியை உருட்டுங்கள் அல்லது புள்ளிகளைச் சேமியுங்கள்.
rules-5000-bust = எதுவும் மதிப்பெண் தராத உருட்டல் அந்தச் சுற்றை வீணாக்கும். ஐந்து பகடைகளும் மதிப்பெண் தந்தால், ஐந்தையும் மீண்டும் உருட்டுங்கள்.
rules-5000-bank = 100-இன் மடங்குகளை மட்டுமே சேமிக்கலாம்: ஆட்டத்தில் நுழையக் குறைந்தது { $entry }, பின்னர் குறைந்தது { $minimum }.
rules-5000-reset = மற்றொரு வீரரின் மொத்தத்தில் சரியாக வந்து நின்றால் அவர் 0-க்குத் திரும்புவார் (அவர் மீண்டும் நுழைய வேண்டும்).
rules-5000-gift = 5,000-ஐத் தாண்டும் சேமிப்பு, குறைந்தது { $entry ->
    [one] { $entry } புள்ளி
   *[other] { $entry } புள்ளிகள்
  } உள்ள வீரர்களில் மிகக் குறைந்த மொத்தம் கொண்டவருக்குச் செல்லும்.

## விருப்பங்கள் (அவற்றின் மதிப்புகள் கட்டளைகளில் தட்டச்சு செய்வது போலவே காட்டப்படும்)

option-full_house = Yacht: ஃபுல் ஹவுஸ் 25 (நிலையானது) அல்லது பகடைகளின் கூட்டுத்தொகை
option-yacht_bonus = Yacht: கூடுதல் Yacht-கள் +100 பெற்று ஜோக்கராகச் செயல்படும்
option-four_of_a_kind = பாரம்பரிய Yacht: ஒரே மாதிரி நான்கு = 4 × முக மதிப்பு அல்லது பகடைகளின் கூட்டுத்தொகை
option-double_generala = Generala: இரட்டை Generala பிரிவுடன் விளையாடு
option-generala_points = Generala: ஒரு Generala-க்கான புள்ளிகள்
option-double_generala_points = Generala: ஓர் இரட்டை Generala-க்கான புள்ளிகள்
option-served_bonus = Generala: முதல் உருட்டலில் வரிசை/ஃபுல் ஹவுஸ்/ஒரே மாதிரி நான்குக்கான போனஸ்
option-served_generala_wins = Generala: முதல் உருட்டலில் Generala உடனே வெல்லும்
option-straight = Generala: எந்தப் பகடைகள் வரிசை ஆகும்

## பிரிவுகள்: பெயர்களும் விளக்கங்களும், ஆட்டவாரியாக

box-ones = ஒன்றுகள்
box-twos = இரண்டுகள்
box-threes = மூன்றுகள்
box-fours = நான்குகள்
box-fives = ஐந்துகள்
box-sixes = ஆறுகள்
box-three_of_a_kind = ஒரே மாதிரி மூன்று
box-four_of_a_kind = ஒரே மாதிரி நான்கு
box-full_house = ஃபுல் ஹவுஸ்
box-small_straight = சிறிய வரிசை
box-large_straight = பெரிய வரிசை
box-yacht = Yacht
box-chance = வாய்ப்பு
box-little_straight = சிறிய வரிசை
box-big_straight = பெரிய வரிசை
box-choice = தேர்வு
box-straight = வரிசை
box-generala = Generala
box-double_generala = இரட்டை Generala
box-one_pair = ஒரு ஜோடி
box-two_pairs = இரண்டு ஜோடிகள்
box-yatzy = Yatzy
generala-box-full_house = ஃபுல் ஹவுஸ்
yatzy-box-small_straight = சிறிய வரிசை
yatzy-box-large_straight = பெரிய வரிசை

box-upper-desc = { $face }-ஐக் காட்டும் பகடைகளின் கூட்டுத்தொகை.
yacht-box-three_of_a_kind-desc = ஒரே மதிப்புள்ள குறைந்தது மூன்று பகடைகள்: எல்லாப் பகடைகளின் கூட்டுத்தொகை.
yacht-box-four_of_a_kind-desc = ஒரே மதிப்புள்ள குறைந்தது நான்கு பகடைகள்: எல்லாப் பகடைகளின் கூட்டுத்தொகை.
yacht-box-full_house-desc = ஒரு மதிப்பில் மூன்று, மற்றொரு மதிப்பில் இரண்டு: { $scoring ->
    [sum] பகடைகளின் கூட்டுத்தொகை
   *[fixed] 25
  }.
yacht-box-small_straight-desc = தொடர்ச்சியான நான்கு எண்கள் (1-2-3-4, 2-3-4-5, 3-4-5-6): 30.
yacht-box-large_straight-desc = 1-2-3-4-5 அல்லது 2-3-4-5-6: 40.
yacht-box-yacht-desc = ஐந்து பகடைகளும் ஒரே மதிப்பு: 50.
yacht-box-chance-desc = எந்தப் பகடைகளும்: எல்லாப் பகடைகளின் கூட்டுத்தொகை.
classic-box-full_house-desc = ஒரு மதிப்பில் மூன்று, வேறொரு மதிப்பில் இரண்டு: பகடைகளின் கூட்டுத்தொகை.
classic-box-four_of_a_kind-desc = ஒரே மதிப்புள்ள குறைந்தது நான்கு பகடைகள்: { $scoring ->
    [sum] ஐந்து பகடைகளின் கூட்டுத்தொகை
   *[face] அந்த முக மதிப்பின் 4 மடங்கு
  }.
classic-box-little_straight-desc = சரியாக 1-2-3-4-5: 30.
classic-box-big_straight-desc = சரியாக 2-3-4-5-6: 30.
classic-box-choice-desc = எந்த ஐந்து பகடைகளும்: எல்லாப் பகடைகளின் கூட்டுத்தொகை.
classic-box-yacht-desc = ஐந்து பகடைகளும் ஒரே மதிப்பு: 50.
generala-box-straight-desc = { $straight ->
    [one_gap] ஏதேனும் ஐந்து வெவ்வேறு மதிப்புகள்
    [ace_as_two] 1-2-3-4-5, 2-3-4-5-6 அல்லது 3-4-5-6-1; 2-க்குப் பதிலாக 1 வரலாம்
   *[standard] 1-2-3-4-5, 2-3-4-5-6 அல்லது 3-4-5-6-1
  }: 20, முதல் உருட்டலில் வந்தால் +{ $served }.
generala-box-full_house-desc = ஒரு மதிப்பில் மூன்று, மற்றொரு மதிப்பில் இரண்டு: 30, முதல் உருட்டலில் வந்தால் +{ $served }.
generala-box-four_of_a_kind-desc = ஒரே மதிப்புள்ள குறைந்தது நான்கு பகடைகள்: 40, முதல் உருட்டலில் வந்தால் +{ $served }.
generala-box-generala-desc = ஐந்து பகடைகளும் ஒரே மதிப்பு: { $points }.
generala-box-double_generala-desc = Generala பிரிவில் அதன் புள்ளிகள் இருந்த பிறகு ஐந்தும் ஒரே மதிப்பு: { $points }.
yatzy-box-one_pair-desc = ஒரே மதிப்புள்ள இரண்டு பகடைகள்: குறைந்தது இருமுறை வரும் மிக உயர்ந்த மதிப்பின் இரு மடங்கு.
yatzy-box-two_pairs-desc = வெவ்வேறு மதிப்புகளில் இரண்டு ஜோடிகள்: அந்த நான்கு பகடைகளின் கூட்டுத்தொகை.
yatzy-box-three_of_a_kind-desc = ஒரே மதிப்புள்ள மூன்று பகடைகள்: அந்த மூன்று பகடைகளின் கூட்டுத்தொகை.
yatzy-box-four_of_a_kind-desc = ஒரே மதிப்புள்ள நான்கு பகடைகள்: அந்த நான்கு பகடைகளின் கூட்டுத்தொகை.
yatzy-box-small_straight-desc = சரியாக 1-2-3-4-5: { $points }.
yatzy-box-large_straight-desc = சரியாக 2-3-4-5-6: { $points }.
yatzy-box-full_house-desc = ஒரு மதிப்பில் மூன்று, வேறொரு மதிப்பில் இரண்டு: எல்லாப் பகடைகளின் கூட்டுத்தொகை.
yatzy-box-chance-desc = எந்தப் பகடைகளும்: எல்லாப் பகடைகளின் கூட்டுத்தொகை.
yatzy-box-yatzy-desc = ஐந்து பகடைகளும் ஒரே மதிப்பு: { $points }.

## ஸ்லாஷ் கட்டளைகள்

cmd-group = ஐந்து பகடை ஆட்டங்கள்: { $game-names }
cmd-start = இந்தச் சேனலில் ஓர் ஆட்டக் காத்திருப்பு அறையைத் திற
cmd-rules = ஓர் ஆட்டத்தின் விதிகளைக் காட்டு (நடைமுறையில் உள்ள விருப்பங்களுடன்)
cmd-scorecard = இந்தச் சேனலில் நடக்கும் ஆட்டத்தின் முழு மதிப்பெண் தாளை உங்களுக்கு மட்டும் காட்டு
cmd-leaderboard = ஓர் ஆட்டத்திற்கான இந்தச் சர்வரின் தரவரிசையைக் காட்டு
cmd-stats = ஒரு வீரரின் அனைத்து ஆட்டப் பதிவையும் காட்டு
cmd-cancel = இந்தச் சேனலின் ஆட்டத்தை ரத்து செய் (ஏற்பாட்டாளர், அல்லது { permission-manage_guild } அனுமதி உள்ளவர்)
cmd-settings = இந்தச் சர்வரின் இயல்புநிலைகளைக் காட்டு அல்லது மாற்று ({ permission-manage_guild } அனுமதி)
param-game = எந்த ஆட்டம்
param-user = யாருடைய பதிவு (இயல்பு: நீங்கள்)
param-timeout = ஒரு வீரர் தன் சுற்றுக்கு எடுக்கக்கூடிய நிமிடங்கள்; அதன் பின் அவருக்காக ஆடப்படும் (0 = வரம்பு இல்லை)
param-default-game = எந்த ஆட்டமும் குறிப்பிடப்படாதபோது { $command-start } திறக்கும் ஆட்டம்

## மறுப்புகள் (எப்போதும் தனிப்பட்டவை). விதிகள் மற்றும் சேவையின் ஒவ்வொரு குறியீட்டிற்கும் ஒன்று.

refusal-guild_only = ஆட்டங்கள் சர்வர் சேனல்களில் மட்டுமே ஆடப்படும், நேரடிச் செய்திகளில் அல்ல.
refusal-stale = இந்தச் செய்தி காலாவதியானது. ஆட்டத்தின் சமீபத்திய செய்தியைப் பயன்படுத்துங்கள்.
refusal-not_your_turn = இது உங்கள் சுற்று அல்ல: இப்போது ஆடுபவர் { $player }.
refusal-not_seated = நீங்கள் இந்த ஆட்டத்தில் அமரவில்லை.
refusal-unknown_component = அந்தப் பொத்தான் எனக்குத் தெரியாது (அறியப்படாதது அல்லது சேதமடைந்தது). எதுவும் மாறவில்லை.
refusal-unknown_game = அந்த ஆட்டம் இல்லை (அல்லது இப்போது இல்லை). எதுவும் மாறவில்லை.
refusal-over = இந்த ஆட்டம் முடிந்துவிட்டது.
refusal-cancelled = இந்த ஆட்டம் ரத்து செய்யப்பட்டது.
refusal-busy = இந்தச் சேனலில் ஏற்கெனவே ஓர் ஆட்டம் உள்ளது: { $url }
refusal-no_game = இந்தச் சேனலில் ஆட்டம் எதுவும் இல்லை. { $command-start } மூலம் ஒன்றைத் தொடங்குங்கள்.
refusal-not_started = ஆட்டம் இன்னும் தொடங்கவில்லை.
refusal-seated = நீங்கள் ஏற்கெனவே அமர்ந்துள்ளீர்கள்.
refusal-full = மேசை நிரம்பிவிட்டது ({ $max ->
    [one] ஓர் இருக்கை
   *[other] { $max } இருக்கைகள்
  }).
refusal-not_host_start = ஏற்பாட்டாளர் ({ $host }) அல்லது சர்வர் நிர்வாகி மட்டுமே ஆட்டத்தைத் தொடங்க முடியும்.
refusal-not_host_cancel = ஏற்பாட்டாளர் ({ $host }) அல்லது சர்வர் நிர்வாகி மட்டுமே ஆட்டத்தை ரத்து செய்ய முடியும்.
refusal-not_host_add_bot = ஏற்பாட்டாளர் ({ $host }) அல்லது சர்வர் நிர்வாகி மட்டுமே கணினி இருக்கைகளைச் சேர்க்க முடியும்.
refusal-host_leave = நீங்கள்தான் ஏற்பாட்டாளர்: காத்திருப்பு அறையை மூட **ரத்து** பொத்தானை அழுத்துங்கள்.
refusal-empty = இன்னும் யாரும் அமரவில்லை.
refusal-bad_level = அறியப்படாத கணினி நிலை “{ $level }”.
refusal-need_manage = இதற்கு உங்களுக்கு { permission-manage_guild } அனுமதி தேவை.
refusal-bot_permissions = இந்தச் சேனலில் என்னால் ஆட்டத்தை நடத்த முடியாது: இங்கே எனக்கு { $permissions } அனுமதிகள் தேவை. சர்வர் நிர்வாகி அவற்றை எனக்குத் தரலாம், அல்லது வேறு சேனலில் ஆட்டத்தைத் தொடங்குங்கள்.
permission-view_channel = View Channel (சேனலைப் பார்த்தல்)
permission-send_messages = Send Messages (செய்திகளை அனுப்புதல்)
permission-send_messages_in_threads = Send Messages in Threads (திரிகளில் செய்திகளை அனுப்புதல்)
permission-embed_links = Embed Links (இணைப்புகளை உட்பொதித்தல்)
permission-read_message_history = Read Message History (செய்தி வரலாற்றைப் படித்தல்)
permission-manage_guild = Manage Server (சர்வரை நிர்வகித்தல்)
permission-create_public_threads = Create Public Threads (பொதுத் திரிகளை உருவாக்குதல்)
refusal-unknown_action = அந்தச் செயல் அறியப்படவில்லை. எதுவும் மாறவில்லை.
refusal-failed = என் பக்கத்தில் ஏதோ தவறு நடந்தது; எதுவும் மாறவில்லை. மீண்டும் முயலுங்கள்.
refusal-restarting = பாட் மீண்டும் தொடங்குகிறது; எதுவும் மாறவில்லை. சில விநாடிகளில் மீண்டும் முயலுங்கள்.
refusal-player_count = ஓர் ஆட்டத்திற்கு { $min } முதல் { $max ->
    [one] { $max } வீரர்
   *[other] { $max } வீரர்கள்
  } தேவை.
refusal-player_ids = வீரர் அடையாளங்கள் காலியாக இருக்கக்கூடாது.
refusal-player_twice = ஒவ்வொரு வீரரும் மேசையில் ஒரு முறை மட்டுமே அமரலாம்.
refusal-roller = பகடைகளை உருட்ட முடியவில்லை. எதுவும் மாறவில்லை.
refusal-schema = இந்த ஆட்டத்தின் சேமித்த நிலையைப் படிக்க முடியவில்லை.
refusal-unknown_player = அந்த வீரர் இந்த ஆட்டத்தில் இல்லை.
refusal-no_holds = 5000-இல் மதிப்பெண் தரும் பகடைகள் உங்களுக்காக ஒதுக்கி வைக்கப்படும்: வைத்திருக்க எதுவும் இல்லை.
refusal-bad_die = இப்படி ஒரு பகடை இல்லை: { $die }. பகடைகளுக்கு 1 முதல் 5 வரை எண்கள் இடப்பட்டுள்ளன.
refusal-hold_before_roll = முதலில் பகடைகளை உருட்டுங்கள்; முதல் உருட்டலுக்குப் பிறகு பகடைகளை வைத்திருக்கலாம்.
refusal-bad_face = இப்படி ஒரு முகம் இல்லை: { $face }. பகடை 1 முதல் 6 வரை மட்டுமே காட்டும்.
refusal-no_such_face = மேசையில் எந்தப் பகடையும் இந்த முகத்தைக் காட்டவில்லை: { $face }. அங்குள்ள ஒரு முகத்தைத் தேர்ந்தெடுங்கள்.
refusal-no_rolls = இந்தச் சுற்றில் உருட்டல்கள் மீதமில்லை: மதிப்பெண் பதிவு செய்ய ஒரு பிரிவைத் தேர்வு செய்யுங்கள்.
refusal-bad_box = இந்த ஆட்டத்தில் { $box } என்ற பிரிவு இல்லை.
refusal-score_before_roll = மதிப்பெண் பதிவு செய்வதற்கு முன் பகடைகளை உருட்டுங்கள்.
refusal-box_filled = { $box } பிரிவை நீங்கள் ஏற்கெனவே நிரப்பிவிட்டீர்கள்.
refusal-joker = ஜோக்கர் விதி: Yacht பிரிவு நிரம்பிய பிறகு வரும் ஒரே மாதிரி ஐந்து பகடைகளை இவற்றில் ஒன்றில்தான் பதிய வேண்டும்: { $boxes }.
refusal-bank_refused = இன்னும் சேமிக்க முடியாது: { $reasons }.
refusal-unknown_option = “{ $option }” என்ற விருப்பத்தை { $game } பயன்படுத்தாது: { $known ->
    [none] அதற்கு விருப்பங்கள் இல்லை.
   *[other] அதன் விருப்பங்கள் { $known }.
  }
refusal-bad_option = “{ $option }” விருப்பம் “{ $value }” ஆக இருக்க முடியாது: அனுமதிக்கப்பட்ட மதிப்புகள் { $allowed }.
# A name quoted in a list of names (options that hold «and» themselves)
quoted = “{ $text }”
refusal-timeout_range = சுற்று நேர வரம்பு { $min } முதல் { $max ->
    [one] { $max } நிமிடம்
   *[other] { $max } நிமிடங்கள்
  } வரை இருக்க வேண்டும்.
list-separator = ,{" "}
list-and = { $rest }, { $last }
list-or-separator = ,{" "}
list-or = { $rest } அல்லது { $last }

bank-reason-over = ஆட்டம் முடிந்துவிட்டது
bank-reason-no_roll = முதலில் பகடைகளை உருட்டுங்கள், சேமிக்க இன்னும் எதுவும் இல்லை
bank-reason-not_rounded = உங்கள் சுற்றின் மொத்தம் ({ $points }) 50-இல் முடிகிறது: அதை { $rounding }-இன் மடங்காக்க மீண்டும் உருட்டுங்கள்
bank-reason-below_entry = ஆட்டத்தில் நுழைய ஒரே சுற்றில் குறைந்தது { $entry ->
    [one] { $entry } புள்ளி
   *[other] { $entry } புள்ளிகள்
  } தேவை
bank-reason-below_minimum = சேமிக்கக் குறைந்தது { $minimum ->
    [one] { $minimum } புள்ளி
   *[other] { $minimum } புள்ளிகள்
  } தேவை
bank-reason-joiner = ; மேலும்{" "}

## உறுதிப்படுத்தல்கள்

cancelled-by = { $user } ஆட்டத்தை ரத்து செய்தார்.
bot-added = { $level ->
    [easy] எளிய
    [optimal] உகந்த
    [win] வெல்வதற்கான
   *[normal] சாதாரண
  } நிலையில் ஒரு கணினி இருக்கை சேர்க்கப்பட்டது.
choose-level = கணினி இருக்கைக்கு எந்த நிலை?
level-placeholder = ஒரு நிலையைத் தேர்வு செய்யுங்கள்
level-easy = எளிது — உள்ளுணர்வின்படி ஆடும்
level-normal = சாதாரணம் — விவேகமாக விளையாடும்
level-optimal = உகந்தது — சிறந்த வாய்ப்புகளின்படி விளையாடும்
level-name-easy = எளிது
level-name-normal = சாதாரணம்
level-name-optimal = உகந்தது
level-win = வெல்வதற்கு — புள்ளிகளுக்காக அல்ல, வெற்றிக்காக விளையாடும்
level-name-win = வெல்வதற்கு
settings-saved = சர்வர் அமைப்புகள் சேமிக்கப்பட்டன.

## காத்திருப்பு அறை

lobby-title = { $game } — காத்திருப்பு அறை
lobby-desc = மேசையில் சேருங்கள்; கணினி இருக்கைகளையும் சேர்க்கலாம்; பிறகு ஏற்பாட்டாளர் **தொடங்கு** பொத்தானை அழுத்துவார்.
field-host = ஏற்பாட்டாளர்
field-seats = ஆடும் வரிசையில் வீரர்கள் ({ $seats })
field-rules = நடைமுறையில் உள்ள விதிகள்
nobody = இன்னும் யாரும் இல்லை
btn-join = சேர்
btn-leave = வெளியேறு
btn-add-bot = கணினியைச் சேர்
btn-start = தொடங்கு
btn-cancel = ரத்து
computer-name = 🤖 கணினி { $n } ({ $level })

## சுற்றுகள்

game-title = { $game } — ஆட்டம் { ID($id) }
turn-line = **சுற்று:** { $player } — உருட்டல் { $roll } / 3
turn-line-start = **சுற்று:** { $player } — உருட்டத் தயார்
turn-line-5000 = **சுற்று:** { $player }
before-first-roll = பகடைகளை உருட்ட **உருட்டு** பொத்தானை அழுத்துங்கள்.
dice-line = ## { $dice }
held-line = **வைத்திருப்பவை:** { $held }
keep-help = ஒரு முகப் பொத்தானைத் தட்டினால் (எ.கா. { $face }), அந்த முகமுள்ள பகடைகளை வைத்துக்கொண்டு மீதியை உருட்டலாம்; அல்லது பகடைகளைத் தனித்தனியாகத் தட்டி வைத்துக்கொண்டு, பிறகு **உருட்டு** பொத்தானை அழுத்துங்கள்.
field-totals = மொத்தங்கள்
total-line = { $marker }{ $player }: **{ $total }**
not-entered = {" "}(இன்னும் நுழையவில்லை)
last-event = கடைசியாக: { $text }
btn-roll = உருட்டு ({ $left } மீதம்)
btn-roll-first = உருட்டு
btn-roll-dice = { $n ->
    [one] { $n } பகடையை
   *[other] { $n } பகடைகளை
  } உருட்டு
btn-bank = { $points } சேமி
btn-held = வைக்கப்பட்டது
btn-keep = ×{ $count }
score-placeholder = மதிப்பெண் பதிவு…
score-option = { $box } — { $points }
score-option-scratch = { $box } — 0 (அடித்தல்)
set-aside-line = **ஒதுக்கப்பட்டவை:** { $dice }
turn-points-line = **சுற்றின் மொத்தம்:** { $points }
bank-refused-line = **சேமிக்க முடியாது:** { $reasons }
timeout-played = { $player }: நேரம் முடிந்தது; இந்தச் சுற்று அவருக்குப் பதிலாக ஆடப்பட்டது.

event-roll = { $player } { $dice } உருட்டினார்.
event-hold = { $player } வைத்திருப்பவை: { $held }.
event-score = { $player } { $box } பிரிவில் { $points ->
    [one] { $points } புள்ளி
   *[other] { $points } புள்ளிகள்
  } பெற்றார்.
event-yacht_bonus = { $player } ஒரு Yacht போனஸ் பெற்றார் (+{ $points })!
event-served_generala = { $player } முதல் உருட்டலிலேயே Generala உருட்டினார்!
event-bust = { $player } புள்ளி எதுவும் பெறவில்லை: இந்தச் சுற்றின் { $lost ->
    [one] { $lost } புள்ளியை
   *[other] { $lost } புள்ளிகளை
  } இழந்தார்.
event-bank = { $player } { $points ->
    [one] { $points } புள்ளியைச்
   *[other] { $points } புள்ளிகளைச்
  } சேமித்தார்.
event-gift = { $from } 5,000-ஐத் தாண்டினார்: அந்தப் புள்ளிகளை ({ $points }) { $to } பெறுகிறார்.
event-gift_lost = { $player } 5,000-ஐத் தாண்டினார்: { $points ->
    [one] அந்த { $points } புள்ளி வீணானது.
   *[other] அந்த { $points } புள்ளிகள் வீணாயின.
  }
event-reset = { $player } 0-க்குத் திரும்புகிறார்: இன்னொருவர் அவரது மொத்தத்தில் சரியாக வந்து நின்றார்.
event-hot_dice = ஐந்து பகடைகளும் புள்ளி தந்தன! { $player } ஐந்தையும் மீண்டும் உருட்டுவார்!

## ஆட்ட முடிவும் மதிப்பெண் தாள்களும்

final-title = { $game } — ஆட்டம் { ID($id) } — இறுதி மதிப்பெண்கள்
cancelled-title = { $game } — ஆட்டம் { ID($id) } — ரத்து செய்யப்பட்டது
winner-one = 🏆 { $player } { $total ->
    [one] { $total } புள்ளியுடன்
   *[other] { $total } புள்ளிகளுடன்
  } வென்றார்!
winner-tie = 🏆 பகிர்ந்த வெற்றி: { $players }, { $total ->
    [one] { $total } புள்ளியுடன்
   *[other] { $total } புள்ளிகளுடன்
  }!
served-win = 🏆 முதல் உருட்டலிலேயே வந்த Generala-வால் { $player } உடனே வென்றார்!
row-upper-bonus = மேல் பகுதி போனஸ்
row-yacht-bonus = Yacht போனஸ்
row-total = மொத்தம்
row-entered = நுழைந்தது
entered-yes = ஆம்
entered-no = இல்லை
legend = { $label } = { $player }
sheet-seat = #{ $n }
scorecard-title = { $game } — ஆட்டம் { ID($id) } — மதிப்பெண் தாள்

## விதிகள், தரவரிசை, புள்ளிவிவரங்கள், அமைப்புகள்

rules-title = { $game } — விதிகள்
field-boxes = பிரிவுகள்
field-options = விருப்பங்கள்
option-line = **{ $name }**: { $value } (அல்லது { $others }). { $description }
board-title = { $game } — தரவரிசை
board-humans = மனிதர்கள் மட்டும் விளையாடிய ஆட்டங்கள்
board-computers = கணினி இருக்கைகளுடன் ஆட்டங்கள்
board-empty = இன்னும் முடிந்த ஆட்டங்கள் இல்லை
board-line = { $rank }. { $player } — வெற்றிகள்: { $wins } / ஆட்டங்கள்: { $games } ({ $rate }), சிறந்தது { $best }, சராசரி { $mean }
stats-title = வீரர் பதிவு
stats-empty = இன்னும் முடிந்த ஆட்டங்கள் இல்லை.
stats-line = வெற்றிகள்: { $wins } / ஆட்டங்கள்: { $games } ({ $rate }), சிறந்தது { $best }, சராசரி { $mean }
stats-field = { $game } — { $mode ->
    [computers] கணினிகளுடன்
   *[humans] மனிதர்களுக்கு எதிராக
  }
settings-title = சர்வர் அமைப்புகள்
field-default-game = இயல்புநிலை ஆட்டம்
field-default-options = இயல்புநிலை விருப்பங்கள்
field-timeout = சுற்று நேர வரம்பு
no-options = எதுவும் இல்லை (அதிகாரப்பூர்வ விதிகள்)
timeout-off = வரம்பு இல்லை
timeout-minutes = { $minutes } நிமி.

## தொடக்கம் (stderr இல் அச்சிடப்படும்; வாசகர் மொழி இன்னும் இல்லை)

startup-missing-token = பிழை: DISCORD_TOKEN அமைக்கப்படவில்லை. அதைச் சூழலில் அல்லது .env கோப்பில் வையுங்கள் (.env.example கோப்பைப் பாருங்கள்).
startup-bad-setting = பிழை: தவறான அமைப்பு { $name }: { $problem }
startup-bad-token = பிழை: Discord டோக்கனை நிராகரித்தது ({ $problem }). DISCORD_TOKEN-ஐச் சரிபாருங்கள்.
startup-no-connection = பிழை: Discord-ஐ அடைய முடியவில்லை (முகவரி: { $url }; { $problem }).
startup-bad-database = பிழை: DATABASE_URL-ஐப் பயன்படுத்த முடியவில்லை ({ $url }): { $problem }
startup-metrics-port = பிழை: அளவீடுகளை வழங்க முடியவில்லை (முகவரி: { $host }:{ $port }; { $problem }). METRICS_HOST, METRICS_PORT ஆகியவற்றைச் சரிபாருங்கள்.
startup-data-dir = பிழை: DATA_DIR-இல் எழுத முடியவில்லை (அடைவு: { $path }; { $problem }); கணினி வீரர்களின் அட்டவணைகள் அங்கே சேமிக்கப்படுகின்றன.
startup-sqlite-shards = பிழை: SHARD_IDS { $ids } ஷார்டுகளில் ஒரு பகுதியை மட்டுமே இயக்குகிறது (SHARD_COUNT { $count }); அதாவது பல செயல்முறைகள் தேவை. ஆனால் SQLite ஒரே செயல்முறைக்கானது. எல்லா ஷார்டுகளையும் இங்கே இயக்க SHARD_IDS-ஐ அமைக்காமல் விடுங்கள், அல்லது PostgreSQL-ஐப் பயன்படுத்துங்கள்.
startup-sqlite-locked = பிழை: வேறொரு செயல்முறை SQLite தரவுத்தளத்தைப் பயன்படுத்துகிறது (கோப்பு: { $path }; பூட்டு: { $lock }). SQLite ஒரே செயல்முறைக்கானது. அதை நிறுத்துங்கள், அல்லது PostgreSQL-ஐப் பயன்படுத்துங்கள்.
startup-usage = பிழை: அறியப்படாத அளவுரு { $argument }. பாட்டைத் தொடங்க `python -m bot` கட்டளையை இயக்குங்கள்; அதன் ஸ்லாஷ் கட்டளைகளை வெளியிட `python -m bot sync-commands` கட்டளையை இயக்குங்கள்.
commands-published = { $count ->
    [one] { $count } கட்டளை
   *[other] { $count } கட்டளைகள்
} { $guild ->
    [none] எல்லாச் சர்வர்களுக்கும்
   *[other] { $guild } என்ற சர்வருக்கு
} வெளியிடப்பட்டன.

## மொழிகள் (/yacht language, தொடக்க மற்றும் அமைப்பு விருப்பங்கள்)

language-name = தமிழ்
language-inline = தமிழ்
language-auto = தானியங்கி (உங்கள் Discord மொழி)
language-unset = அமைக்கப்படவில்லை (ஒவ்வொரு வாசகரின் மொழி; இல்லையெனில் ஆங்கிலம்)
language-set = இனி உங்களுக்கு { $language } மொழியில் பதிலளிப்பேன்.
language-automatic = தானியங்கி: உங்கள் Discord மொழி என்னிடம் இருந்தால் அதில், இல்லையெனில் சர்வரின் மொழியில் பதிலளிப்பேன். இப்போது: { $language }.
cmd-language = நான் உங்களுக்குப் பதிலளிக்கும் மொழியைத் தேர்ந்தெடு
param-language = உங்கள் மொழி, அல்லது தானியங்கி
param-language-game = ஆட்டச் செய்தியின் மொழி (இயல்பு: சர்வரின் மொழி; இல்லையெனில் உங்களுடையது)
param-language-server = சர்வரின் மொழி: ஆட்டங்களுக்கும் சொந்த மொழி இல்லாத வாசகர்களுக்கும்
field-language = மொழி
refusal-bad_language = “{ $language }” என்ற மொழி இல்லை: இவற்றில் ஒன்றைத் தேர்ந்தெடுங்கள்: { $allowed }.

## பகுதிகளால் அமைந்த வரிகள்

seat-line = { $n }. { $player }
sheet-player = **{ $player }**
sheet-cell = { $label }: { $value }

## கட்டளை மற்றும் விருப்பப் பெயர்கள் (Discord இன்னும் தமிழை ஆதரிக்கவில்லை)

cmdname-start = தொடங்கு
cmdname-rules = விதிகள்
cmdname-scorecard = மதிப்பெண்தாள்
cmdname-leaderboard = தரவரிசை
cmdname-stats = புள்ளிவிவரம்
cmdname-cancel = ரத்து
cmdname-language = மொழி
cmdname-settings = yacht-அமைப்புகள்
cmdname-dice = பகடைகள்
cmdname-leave = வெளியேறு
paramname-game = ஆட்டம்
paramname-user = பயனர்
paramname-language = மொழி
paramname-default-game = இயல்பு_ஆட்டம்
paramname-turn-timeout = சுற்று_நேரம்

## தேர்வுகளாக வழங்கப்படும் விருப்ப மதிப்புகள்

value-fixed = நிலையானது (25)
value-sum = பகடைகளின் கூட்டுத்தொகை
value-face = 4 × முக மதிப்பு
value-true = ஆம்
value-false = இல்லை
value-standard = வழக்கமானது
value-one_gap = ஏதேனும் ஐந்து வெவ்வேறு முகங்கள்
value-ace_as_two = 2-க்குப் பதிலாக 1 வரலாம்

## Hardening: forged clicks, lost lobbies, leaving a running game
cmd-leave = இந்தச் சேனலின் ஆட்டத்திலிருந்து விலகு (உங்கள் இடத்தில் கணினி ஆடும்)
refusal-wrong_place = அந்தப் பொத்தான் இங்குள்ள எந்த ஆட்டத்துக்கும் உரியதல்ல. எதுவும் மாறவில்லை.
refusal-lobby_lost = இந்தக் காத்திருப்பு அறையின் செய்தி தொலைந்துவிட்டது; { $command-start } மூலம் புதிய ஆட்டத்தைத் தொடங்குங்கள்.
refusal-one_choice = சரியாக ஒரு தேர்வை மட்டும் தேர்ந்தெடுங்கள். எதுவும் மாறவில்லை.
refusal-unknown_command = அந்தக் கட்டளை எனக்குத் தெரியாது (அல்லது இப்போது இல்லை). எதுவும் மாறவில்லை.
left-game = நீங்கள் ஆட்டத்திலிருந்து விலகினீர்கள்; இனி உங்கள் இடத்தில் கணினி ஆடும்.
lobby-expired = இந்தக் காத்திருப்பு அறை மூடப்பட்டது: நேரத்துக்குள் யாரும் ஆட்டத்தைத் தொடங்கவில்லை.
## Dice sets, score sheet pictures and the stats chart

dice-set-classic = பாரம்பரியம்
dice-set-casino = சிவப்பு கேசினோ
dice-set-wood = மரம்
dice-set-neon = நியான்
dice-set-gold = தங்கம்
dice-unlock-classic = தொடக்கத்திலிருந்தே எல்லோருக்கும்
dice-unlock-casino = { $games ->
    [one] ஓர் ஆட்டத்தை
   *[other] { $games } ஆட்டங்களை
  } முடியுங்கள்
dice-unlock-wood = { $box-game-names } ஆட்டத்தில் ஒரே மாதிரி ஐந்து உருட்டுங்கள்
dice-unlock-neon = உகந்த கணினி இருக்கை உள்ள ஓர் ஆட்டத்தை வெல்லுங்கள்
dice-unlock-gold = 5000 ஆட்டத்தின் ஒரே சுற்றில் { $points } அல்லது அதற்கு மேல் சேமியுங்கள்
cmd-dice = உங்கள் பகடைத் தொகுப்புகளைக் காட்டு, விளையாட ஒன்றைத் தேர்ந்தெடு
dice-title = உங்கள் பகடைத் தொகுப்புகள்
dice-desc = உங்கள் சுற்றுகளில் உங்கள் பகடைகளை மேசையில் உள்ள அனைவரும் பார்ப்பார்கள். விளையாடிப் புதிய தொகுப்புகளைத் திறங்கள்.
dice-owned = ✅ **{ $name }** { $faces }
dice-in-use = ✅ **{ $name }** { $faces } — பயன்பாட்டில்
dice-locked = 🔒 **{ $name }** { $faces } — { $how }
dice-placeholder = உங்கள் பகடைகளைத் தேர்ந்தெடுங்கள்
dice-picked = உங்கள் பகடைகள் இப்போது: { $name }.
dice-new = 🎉 புதியது: { $names }!
dice-off-here = இந்தச் சர்வர் பகடைத் தொகுப்புகளை அணைத்துள்ளது: இங்கே எல்லோரும் பாரம்பரியப் பகடைகளுடன் விளையாடுகிறார்கள்.
unlock-line = 🎉 { $player } «{ $set }» பகடைகளைத் திறந்தார்!
refusal-dice_locked = நீங்கள் இன்னும் { $set } தொகுப்பைத் திறக்கவில்லை: { $how }.
param-cosmetics = வீரர்கள் திறந்து தேர்வு செய்யும் பகடைத் தொகுப்புகள் (இயக்கம்) அல்லது எல்லோருக்கும் பாரம்பரியப் பகடைகள் (அணைப்பு)
field-cosmetics = பகடைத் தொகுப்புகள்
cosmetics-on = இயக்கத்தில்
cosmetics-off = அணைப்பு (எல்லோருக்கும் பாரம்பரியப் பகடைகள்)
sheet-picture-title = { $game } { ID($id) }
picture-in-progress = அடுத்து ஆடுபவர்: { $player }
picture-winner-one = { $player } { $total ->
    [one] { $total } புள்ளியுடன்
   *[other] { $total } புள்ளிகளுடன்
  } வென்றார்
picture-winner-tie = பகிர்ந்த வெற்றி: { $players }, { $total ->
    [one] { $total } புள்ளியுடன்
   *[other] { $total } புள்ளிகளுடன்
  }
picture-served-win = முதல் உருட்டலிலேயே வந்த Generala-வால் { $player } வென்றார்
picture-computer-name = கணினி { $n } ({ $level })
picture-player = வீரர் { $n }
row-upper-subtotal = மேல் பகுதி கூட்டுத்தொகை
row-round = சுற்று { $n }
chart-title = { $player }: சமீபத்திய ஆட்டங்கள்
chart-panel = { $game }: { $count ->
    [one] கடைசி ஆட்டம்
   *[other] கடைசி { $count } ஆட்டங்கள்
  }
chart-optimal = உகந்த ஆட்டம் { $score }
chart-goal = இலக்கு { $score }
chart-win = வெற்றி
chart-axis = ஆட்ட எண்

## குறிப்புகள், ஆய்வு, மறுபோட்டி (issue 11)

btn-hint = குறிப்பு
btn-review = ஆய்வு
btn-rematch = மறுபோட்டி
hints-used-line = 💡 இந்த ஆட்டத்தில் குறிப்புகள் பயன்படுத்தப்பட்டன.
hint-title = குறிப்பு — { $game } { ID($id) }
hint-building = இந்த விதிகளுக்கான துல்லிய அட்டவணை இன்னும் கணக்கிடப்படுகிறது (சில வினாடிகள்): இது சாதாரண நிலையின் ஆலோசனை, எண்கள் இல்லாமல்.
hint-do = **{ $action }.**
hint-runner-up = இரண்டாவது சிறந்தது: { $action }.
hint-clear = தெளிவாகச் சிறந்தது: இரண்டாவதை விட { $gap } { $gap ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } அதிகம்.
hint-slight = இரண்டாவதை விடச் சற்றுச் சிறந்தது: { $gap } { $gap ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } அதிகம்.
hint-equal = ஏறக்குறைய சமம்: இரண்டாவது { $gap } { $gap ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } மட்டுமே பின்னால், எதைத் தேர்ந்தாலும் சரி.
hint-expected = எதிர்பார்க்கப்படும் இறுதி மதிப்பெண்: இந்தத் தேர்வுடன் { $best }, இரண்டாவதுடன் { $next }.
hint-expected-one = இங்கிருந்து எதிர்பார்க்கப்படும் இறுதி மதிப்பெண்: { $best }.
hint-expected-5000 = இந்தச் சுற்றில் நீங்கள் சேமிக்க எதிர்பார்க்கக்கூடிய புள்ளிகள்: இந்தத் தேர்வுடன் { $best }, இரண்டாவதுடன் { $next }.
hint-expected-one-5000 = இந்தச் சுற்றில் நீங்கள் சேமிக்க எதிர்பார்க்கக்கூடிய புள்ளிகள்: { $best }.
hint-clear-chance = தெளிவாகச் சிறந்தது: இதன் வெற்றி வாய்ப்பு இரண்டாம் தேர்வை விட { $gap } அதிகம்.
hint-slight-chance = இரண்டாம் தேர்வை விடச் சற்றுச் சிறந்தது: இதன் வெற்றி வாய்ப்பு { $gap } அதிகம்.
hint-equal-chance = ஏறக்குறைய சமம்: இரண்டாம் தேர்வின் வெற்றி வாய்ப்பு { $gap } மட்டுமே குறைவு.
hint-chance = வெற்றி வாய்ப்பு: இந்தத் தேர்வுடன் { $best }, இரண்டாம் தேர்வுடன் { $next }.
hint-chance-one = இங்கிருந்து வெற்றி வாய்ப்பு: { $best }.
btn-apply = செயல்படுத்து
hint-applied = ✅ முடிந்தது: உங்கள் நகர்வு ஆட்டச் செய்தியில் உள்ளது.
dice-group = { $count ->
    [one] { $face }-ஐ
    [2] இரண்டு { $face }-களை
    [3] மூன்று { $face }-களை
    [4] நான்கு { $face }-களை
   *[other] ஐந்து { $face }-களை
  }
dice-singles = { $faces } ஆகியவற்றை
act-keep = { $kept } வைத்துக்கொண்டு, { $n ->
    [one] ஒரு பகடையை
    [2] இரண்டு பகடைகளை
    [3] மூன்று பகடைகளை
   *[other] நான்கு பகடைகளை
  } உருட்டுங்கள்
act-keep-several = { $kept } வைத்துக்கொண்டு, பிறகு { $n ->
    [one] ஒரு பகடையை
    [2] இரண்டு பகடைகளை
   *[other] மூன்று பகடைகளை
  } உருட்டுங்கள்
act-keep-all = ஐந்து பகடைகளையும் வைத்துக்கொண்டு உருட்டுவதை நிறுத்துங்கள்
act-reroll-all = ஐந்து பகடைகளையும் மீண்டும் உருட்டுங்கள்
act-score = { $points ->
    [0] { $box } பிரிவில் 0 பதிவு செய்யுங்கள் (அந்தப் பிரிவு வீணாகும்)
   *[other] { $box } பிரிவில் { $points } பதிவு செய்யுங்கள்
  }
act-bank = உங்கள் { $points } { $points ->
    [one] புள்ளியைச்
   *[other] புள்ளிகளைச்
  } சேமியுங்கள்
act-roll = { $n ->
    [one] கடைசிப் பகடையை உருட்டுங்கள்
    [5] ஐந்து பகடைகளையும் உருட்டுங்கள்
   *[other] மீதமுள்ள { $n } பகடைகளை உருட்டுங்கள்
  }
choice-keep = { $kept } வைத்துக்கொண்டு, { $n ->
    [one] ஒரு பகடையை
    [2] இரண்டு பகடைகளை
    [3] மூன்று பகடைகளை
   *[other] நான்கு பகடைகளை
  } உருட்டுவது
choice-keep-several = { $kept } வைத்துக்கொண்டு, பிறகு { $n ->
    [one] ஒரு பகடையை
    [2] இரண்டு பகடைகளை
   *[other] மூன்று பகடைகளை
  } உருட்டுவது
choice-keep-all = ஐந்து பகடைகளையும் வைத்துக்கொண்டு உருட்டுவதை நிறுத்துவது
choice-reroll-all = ஐந்து பகடைகளையும் மீண்டும் உருட்டுவது
choice-score = { $points ->
    [0] { $box } பிரிவில் 0 பதிவு செய்வது (அந்தப் பிரிவு வீணாகும்)
   *[other] { $box } பிரிவில் { $points } பதிவு செய்வது
  }
choice-bank = { $points } { $points ->
    [one] புள்ளியைச்
   *[other] புள்ளிகளைச்
  } சேமிப்பது
choice-roll = { $n ->
    [one] கடைசிப் பகடையை உருட்டுவது
    [5] ஐந்து பகடைகளையும் உருட்டுவது
   *[other] மீதமுள்ள { $n } பகடைகளை உருட்டுவது
  }

review-title = உங்கள் ஆய்வு — { $game } { ID($id) }
review-final = **இறுதி மதிப்பெண்: { $final }.**
review-expected = சராசரிப் பகடைகளுடன் ஒவ்வொரு படியிலும் சிறந்ததைத் தேர்ந்தால், ஓர் ஆட்டத்தில் சராசரியாக { $expected } { $expected ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } கிடைக்கும்.
review-expected-5000 = சராசரிப் பகடைகளுடன், சேமிப்பதா உருட்டுவதா என்பதில் சிறந்த முடிவுகளை எடுத்திருந்தால், உங்கள் சுற்றுகள் சராசரியாக { $expected } { $expected ->
    [one] புள்ளியைச்
   *[other] புள்ளிகளைச்
  } சேமித்திருக்கும்.
review-luck-more = அதிர்ஷ்டம்: பகடைகள் உங்களுக்குச் சராசரியை விட { $luck } { $luck ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } அதிகம் தந்தன.
review-luck-less = அதிர்ஷ்டம்: பகடைகள் உங்களுக்குச் சராசரியை விட { $luck } { $luck ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } குறைவாகத் தந்தன.
review-luck-even = அதிர்ஷ்டம்: பகடைகள் உங்களுக்குச் சரியாகச் சராசரியைத் தந்தன.
review-choices = உங்கள் தேர்வுகளால் { $lost } { $lost ->
    [one] புள்ளியை
   *[other] புள்ளிகளை
  } இழந்தீர்கள்.
review-choices-none = உங்கள் தேர்வுகளால் எதையும் இழக்கவில்லை: ஒவ்வொன்றும் சிறந்ததே.
review-ended = ஆட்டம் முன்கூட்டியே முடிந்தது (முதல் உருட்டலிலேயே Generala): நீங்கள் ஆடாமல் போன பிரிவுகள் எதிர்பார்ப்பு மதிப்பெண்ணிலிருந்து { $ended } { $ended ->
    [one] புள்ளியைக்
   *[other] புள்ளிகளைக்
  } குறைத்தன.
review-ended-5000 = மற்றவர்களின் சேமிப்புகள் (பரிசுகளும் 0-க்கு இறக்கங்களும்) உங்கள் மொத்தத்தில் ஏற்படுத்திய மாற்றம்: { $ended }.
review-details = எண்களில்: { $final } = { $expected } (சராசரி) { $luck } (அதிர்ஷ்டம்) { $choices } (தேர்வுகள்)
review-details-ended = எண்களில்: { $final } = { $expected } (சராசரி) { $luck } (அதிர்ஷ்டம்) { $choices } (தேர்வுகள்) { $ended } ({ $reason ->
    [served] முன்கூட்டிய முடிவு
   *[table] பரிசுகளும் இறக்கங்களும்
  })
review-accuracy = **துல்லியம் { $accuracy }**: { $decisions } { $decisions ->
    [one] முடிவில்
   *[other] முடிவுகளில்
  } { $best }-இல் சிறந்த தேர்வு; { $mistakes ->
    [one] 1 தவறு
   *[other] { $mistakes } தவறுகள்
  }, { $blunders ->
    [one] 1 பெருந்தவறு
   *[other] { $blunders } பெருந்தவறுகள்
  }.
review-no-decisions = இந்த ஆட்டத்தில் மதிப்பிட உண்மையான முடிவுகள் இல்லை.
review-auto = உங்கள் நேரம் முடிந்தபோது { $count ->
    [one] 1 முடிவு
   *[other] { $count } முடிவுகள்
  } உங்களுக்காக எடுக்கப்பட்டன.
review-costly-title = அதிக இழப்பு தந்த முடிவுகள்
review-costly = { $rank }. { $when } — நீங்கள் செய்தது: { $did }. சிறந்தது: { $best } ({ $cost } { $cost ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } அதிகம்). { $why }
review-when = சுற்று { $turn }, { $dice }, { $rolls ->
    [0] உருட்டல் மீதமில்லை
    [one] 1 உருட்டல் மீதம்
   *[other] { $rolls } உருட்டல்கள் மீதம்
  }
review-when-5000 = சுற்று { $turn }, { $dice }, இந்தச் சுற்றில் { $points } { $points ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  }
why-roll-on = உருட்ட { $n } { $n ->
    [one] பகடை
   *[other] பகடைகள்
  } இருக்கும்போது, தொடர்ந்து உருட்டுவது சராசரியாக அதிகம் சேமிக்கும்.
why-bank = தொடர்ந்து உருட்டுவது இந்தச் சுற்றின் { $points } { $points ->
    [one] புள்ளியை
   *[other] புள்ளிகளை
  } ஆபத்தில் வைத்தது.
why-scratch = { $box } பிரிவில் 0 பதிவு செய்வது அந்தப் பிரிவை ஆட்டத்தின் மீதிக்கு வீணாக்குகிறது.
why-more-now = { $box } பிரிவு உடனடியாக { $points } { $points ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } அதிகம் தந்தது.
why-save-box = { $box } பிரிவு பின்னர் அதிக மதிப்புடையது: சிறந்த உருட்டலுக்காக அதை விட்டுவைப்பது நல்லது.
why-stop = இப்போதே { $box } பிரிவில் { $points } { $points ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  } பதிவு செய்வது இன்னொரு உருட்டலின் வாய்ப்புகளை விடச் சிறந்தது.
why-roll-again = அந்த நேரத்தில் { $box } பிரிவை விட இன்னொரு உருட்டலுக்குச் சிறந்த வாய்ப்புகள் இருந்தன.
why-keep-more = அதிகப் பகடைகளை வைத்துக்கொள்வது சிறந்த வாய்ப்புகளைத் தந்தது.
why-keep-fewer = அதிகப் பகடைகளை மீண்டும் உருட்டுவது சிறந்த வாய்ப்புகளைத் தந்தது.
why-other-dice = அந்தப் பகடைகள் சிறந்த சேர்க்கையை நோக்கியவை.
review-clean = இழப்பான முடிவு எதுவும் இல்லை: ஒவ்வொரு தேர்வும் சிறந்ததே.
review-definitions = துல்லியம் = வெவ்வேறு மதிப்புள்ள தேர்வுகள் இருந்த முடிவுகளில் நீங்கள் சிறந்ததைத் தேர்ந்த பங்கு. தவறு: { $mistake } முதல் { $blunder ->
    [one] { $blunder } புள்ளி
   *[other] { $blunder } புள்ளிகள்
  } வரை இழப்பு; பெருந்தவறு: { $blunder } அல்லது அதற்கு மேல்.


refusal-hint_not_your_turn = குறிப்புகள் இப்போது ஆடும் வீரருக்கு ({ $player }) மட்டுமே.
refusal-hints_off = இந்தச் சர்வரில் குறிப்புகள் அணைக்கப்பட்டுள்ளன.
refusal-review_not_finished = ஆட்டம் முடிந்ததும் ஆய்வு தயாராகும்.
refusal-review_no_log = நகர்வுகள் பதிவு செய்யப்படுவதற்கு முன் ஆடிய ஆட்டம் இது; எனவே ஆய்வு செய்ய முடியாது.
refusal-rematch_not_finished = ஆட்டம் முடிந்த பிறகே மறுபோட்டியைத் திறக்கலாம்.
refusal-bad_hints = குறிப்புகள் அமைப்பு இவற்றில் ஒன்றாக இருக்கலாம்: { $allowed }; “{ $value }” அல்ல.
param-hints = குறிப்புகள்: இயக்கம்; இயக்கம், ஆனால் குறிப்பு பயன்படுத்திய ஆட்டங்கள் தரவரிசையில் இல்லை; அல்லது அணைப்பு
field-hints = குறிப்புகள்
hints-setting-on = இயக்கம்
hints-setting-unranked = இயக்கம் (குறிப்பு பயன்படுத்திய ஆட்டங்கள் தரவரிசையில் இல்லை)
hints-setting-off = அணைப்பு

# /yacht start, /yacht-settings இன் `விதிகள்` விருப்பம்: மாற்றங்களால் பெயரிடப்பட்ட விதித் தொகுப்புகள்.
option-name-full_house = ஃபுல் ஹவுஸ்
option-name-yacht_bonus = கூடுதல் Yacht-களும் ஜோக்கரும்
option-name-four_of_a_kind = ஒரே மாதிரி நான்கு
option-name-double_generala = இரட்டை Generala
option-name-generala_points = Generala புள்ளிகள்
option-name-double_generala_points = இரட்டை Generala புள்ளிகள்
option-name-served_bonus = முதல் உருட்டல் போனஸ்
option-name-served_generala_wins = முதல் உருட்டல் Generala வெல்லும்
option-name-straight = வரிசை

# Short words of an option's change (a rules suggestion whose changes by name are too
# long for Discord's 100 characters); $value is the value as typed (yes/no as true/false)
option-short-full_house = { $value ->
    [sum] ஃபுல் ஹவுஸ்: கூட்டுத்தொகை
   *[other] ஃபுல் ஹவுஸ்: 25
}
option-short-yacht_bonus = { $value ->
    [false] கூடுதல் Yacht இல்லை
   *[other] கூடுதல் Yacht உண்டு
}
option-short-four_of_a_kind = { $value ->
    [sum] ஒரே மாதிரி நான்கு: கூட்டுத்தொகை
   *[other] ஒரே மாதிரி நான்கு: 4 × முக மதிப்பு
}
option-short-double_generala = { $value ->
    [false] இரட்டை இல்லை
   *[other] இரட்டை Generala உண்டு
}
option-short-generala_points = Generala { $value }
option-short-double_generala_points = இரட்டை { $value }
option-short-served_bonus = முதல் உருட்டல் +{ $value }
option-short-served_generala_wins = { $value ->
    [false] முதல் உருட்டல் Generala வெல்லாது
   *[other] முதல் உருட்டல் Generala வெல்லும்
}
# both served options changed, said once
option-short-served = முதல் உருட்டல்: +{ $bonus }, { $wins ->
        [false] வெல்லாது
       *[other] வெல்லும்
    }
option-short-straight = { $value ->
    [one_gap] வரிசை: 5 வெவ்வேறு முகங்கள்
    [ace_as_two] வரிசையில் 2-க்குப் பதில் 1
   *[other] வழக்கமான வரிசை
}
param-rules = விதிகள்: ஒரு பரிந்துரையைத் தேர்ந்தெடு (தேட, விதியின் ஒரு சொல்லைத் தட்டச்சு செய்)
param-rules-server = ஆட்டத்தின் இயல்பு விதிகள்: ஒரு பரிந்துரையைத் தேர்ந்தெடு (தேட ஒரு சொல்லைத் தட்டச்சு செய்)
paramname-rules = விதிகள்
paramname-hints = குறிப்புகள்
paramname-cosmetics = பகடைத்_தொகுப்புகள்
paramname-play-in = ஆடும்_இடம்
preset = { $game } — { $rules }
preset-standard = வழக்கமான விதிகள்
preset-change = { $option }: { $value }
options-how = இவற்றை { $command-start } கட்டளையின் { $parameter-rules } விருப்பத்தில் தேர்ந்தெடுக்கலாம்; அதன் பரிந்துரைகள் இவற்றைப் பெயரால் காட்டும், எடுத்துக்காட்டாக «{ $example }».
refusal-bad_rules = “{ $word }” இந்த ஆட்டத்தின் விதி அல்ல: பரிந்துரைகளில் ஒன்றைத் தேர்ந்தெடுங்கள் ({ $command-rules } காட்டும் விதியின் ஒரு சொல்லைத் தட்டச்சு செய்தால் அது கிடைக்கும்).
refusal-rules_two_games = இந்த விதிகள் { $game }, { $other } என இரண்டு ஆட்டங்களைக் குறிப்பிடுகின்றன: ஒன்றை மட்டும் வைத்திருங்கள்.
refusal-option_twice = “{ $option }” விருப்பம் இரண்டு முறை கொடுக்கப்பட்டுள்ளது.
refusal-rules_other_game = இவை { $other } ஆட்டத்தின் விதிகள், ஆனால் தேர்ந்தெடுத்த ஆட்டம் { $game }.
refusal-no_such_option = “{ $option }” என்ற விருப்பம் எந்த ஆட்டத்திலும் இல்லை: விருப்பங்கள் { $known }.

## ஆட்டங்கள் எங்கே ஆடப்படுகின்றன (/yacht-settings play_in), ஆட்டப் பலகை கண்ணில் படும்படி
param-play-in = ஆட்டங்கள் எங்கே ஆடப்படும்: சேனலில் (ஆட்டப் பலகை எப்போதும் கீழே) அல்லது ஒவ்வொன்றும் தனக்கென ஒரு திரியில்
play-in-channel = சேனலில்
play-in-thread = ஒவ்வொரு ஆட்டத்துக்கும் ஒரு திரியில்
field-play-in = ஆட்டங்கள் ஆடப்படும் இடம்
refusal-bad_play_in = ஆட்டங்களை { $allowed } ஆடலாம், “{ $value }” அல்ல.
thread-name = { $game } { ID($id) }
thread-fallback = இந்த ஆட்டத்துக்குத் திரி இல்லை: இங்கே { permission-create_public_threads }, { permission-send_messages_in_threads } ஆகிய அனுமதிகள் தேவை; எனவே ஆட்டம் சேனலிலேயே நடக்கிறது.
playing-in-thread = ▶ ஆட்டம் { $thread } திரியில் நடக்கிறது.
game-moved = ▶ ஆட்டம் இங்கே தொடர்கிறது: { $link }

## நம்பகத்தன்மை: சரிபார்க்கக்கூடிய பகடைகள், /yacht forget-me, சர்வர் வரம்புகள் (issue 24)
dice-proof-sent = ஆட்டம் { ID($id) }: விதை, ஒவ்வொரு உருட்டல், ஒவ்வொரு நகர்வு. அவற்றை `python tools/verify_dice.py { $file }` மூலம் சரிபாருங்கள் (இது எப்படி வேலை செய்கிறது: docs/fairness.md).
refusal-proof_not_over = ஆட்டம் முடியும் வரை பகடை விதை ரகசியமாகவே இருக்கும்.
refusal-proof_unverifiable = இந்த ஆட்டத்திற்குப் பகடைச் சான்று இல்லை: பகடைச் சான்றுகள் அறிமுகமாவதற்கு முன்பே இதன் பகடைகள் உருட்டப்பட்டன.
former-player = முன்னாள் வீரர் { $n }
cmd-forget-me = இந்தப் பாட் உங்களைப் பற்றிச் சேமித்திருப்பதை நீக்கு (முதலில் உங்களிடம் கேட்கும்)
cmdname-forget-me = என்னை-மற
forget-title = உங்கள் தரவை நீக்கவா?
forget-question = இது உங்கள் மொழி, சுற்று வரும்போது அழைக்கும் உங்கள் தேர்வு, தானியங்கி உருட்டல் தேர்வு, உங்கள் பகடைத் தொகுப்புகள், நீங்கள் விளையாடும் தொகுப்பு ஆகியவற்றை நீக்கி, நீங்கள் ஆடிய ஒவ்வொரு ஆட்டத்திலிருந்தும் உங்கள் பெயரை அகற்றும்: மற்ற வீரர்களின் ஆட்டங்களின் கணக்கு சரியாக இருக்க உங்கள் இடங்களும் மதிப்பெண்களும் அப்படியே இருக்கும், ஆனால் அவை இனி உங்களைக் குறிப்பிடாது; தரவரிசைகளிலிருந்தும் நீங்கள் நீக்கப்படுவீர்கள். இதைத் திரும்பப் பெற முடியாது. சேனல்களில் ஏற்கெனவே இடப்பட்ட செய்திகள் அப்படியே இருக்கும்.
btn-forget-confirm = என் தரவை நீக்கு
btn-forget-keep = நீக்க வேண்டாம்
forget-kept = எதுவும் நீக்கப்படவில்லை.
forget-done = { $games ->
    [0] முடிந்தது: இந்தப் பாட் சேமிப்பவை எதுவும் இனி உங்களைக் குறிப்பிடாது.
    [one] முடிந்தது: இந்தப் பாட் சேமிப்பவை எதுவும் இனி உங்களைக் குறிப்பிடாது; ஓர் ஆட்டம் இப்போது உங்கள் இடத்தில் ஒரு முன்னாள் வீரரைக் காட்டுகிறது.
   *[other] முடிந்தது: இந்தப் பாட் சேமிப்பவை எதுவும் இனி உங்களைக் குறிப்பிடாது; { $games } ஆட்டங்கள் இப்போது உங்கள் இடத்தில் ஒரு முன்னாள் வீரரைக் காட்டுகின்றன.
  }
refusal-forget_seated = ஓர் ஆட்டத்தில் உங்களுக்கு இன்னும் இடம் உள்ளது ({ $channel }): { $command-leave } மூலம் அதிலிருந்து விலகுங்கள் (அல்லது அது முடியும் வரை காத்திருங்கள்), பிறகு மீண்டும் கேளுங்கள்.
refusal-forget_not_yours = இந்தக் கேள்வி உங்களுக்கானது அல்ல: நீங்களே { $command-forget-me } கட்டளையைப் பயன்படுத்துங்கள்.
refusal-forget_expired = இந்தக் கேள்வியின் நேரம் கடந்துவிட்டது: { $command-forget-me } கட்டளையை மீண்டும் பயன்படுத்துங்கள்.
refusal-cap_lobbies = { $limit ->
    [one] இந்தச் சர்வரில் ஏற்கெனவே ஒரு காத்திருப்பு அறை திறந்துள்ளது: அதில் சேருங்கள், அல்லது அது தொடங்கும் வரை அல்லது மூடப்படும் வரை காத்திருங்கள்.
   *[other] இந்தச் சர்வரில் ஏற்கெனவே { $limit } காத்திருப்பு அறைகள் திறந்துள்ளன: ஒன்றில் சேருங்கள், அல்லது ஏதேனும் ஒன்று தொடங்கும் வரை அல்லது மூடப்படும் வரை காத்திருங்கள்.
  }
refusal-cap_games = { $limit ->
    [one] இந்தச் சர்வரில் ஏற்கெனவே ஓர் ஆட்டம் நடந்துகொண்டிருக்கிறது: அது முடியும் வரை காத்திருங்கள்.
   *[other] இந்தச் சர்வரில் ஏற்கெனவே { $limit } ஆட்டங்கள் நடந்துகொண்டிருக்கின்றன: ஏதேனும் ஒன்று முடியும் வரை காத்திருங்கள்.
  }
refusal-cap_member_lobbies = { $limit ->
    [one] இந்தச் சர்வரில் நீங்கள் ஏற்கெனவே ஒரு திறந்த காத்திருப்பு அறையை ஏற்பாடு செய்துள்ளீர்கள்: முதலில் அதைத் தொடங்குங்கள் அல்லது ரத்து செய்யுங்கள்.
   *[other] இந்தச் சர்வரில் நீங்கள் ஏற்கெனவே { $limit } திறந்த காத்திருப்பு அறைகளை ஏற்பாடு செய்துள்ளீர்கள்: முதலில் அவற்றில் ஒன்றைத் தொடங்குங்கள் அல்லது ரத்து செய்யுங்கள்.
  }

## தினசரி சவால், திறன் (issue 21)

cmdname-daily = தினசரி
cmd-daily = இன்றைய தினசரி சவால்: எல்லோருக்கும் ஒரே பகடைகள், தனிப்பட்ட முறையில் விளையாடலாம்
paramname-by = அடிப்படை
param-by = தரவரிசை எதைக் கொண்டு வரிசைப்படுத்துகிறது
board-by-wins = வெற்றிகளும் மதிப்பெண்களும்
board-by-daily = தினசரி சவால்
board-by-skill = திறன் (முடிவுகளில் இழந்த புள்ளிகள்)
paramname-daily-game = தினசரி_ஆட்டம்
param-daily-game = இந்தச் சர்வரின் தினசரி சவாலுக்கான ஆட்டம்
field-daily-game = தினசரி சவால்
daily-title = தினசரி சவால் — { $game } — { $day }
daily-score = உங்கள் மதிப்பெண்: { $score }
daily-private = இந்த ஆட்டம் உங்களுக்கு மட்டுமே தெரியும்; இன்று எல்லோருக்கும் ஒரே பகடைகள். பொத்தான்கள் பதிலளிக்காவிட்டால், { $command-daily } கட்டளை ஆட்டத்தைத் திரும்பக் கொண்டுவரும்.
daily-new = இன்றைய தினசரி சவால்: ஒரே ஒரு முயற்சி, எல்லோருக்கும் ஒரே பகடைகள். வெற்றி பெற வாழ்த்துகள்!
daily-resumed = நீங்கள் நிறுத்திய இடத்திலிருந்து உங்கள் தினசரி சவால் தொடர்கிறது.
daily-done-before = இன்றைய தினசரி சவாலை ஏற்கெனவே விளையாடிவிட்டீர்கள்: இதோ உங்கள் முடிவு.
daily-moved = அந்தச் செய்தி காலாவதியாகிவிட்டது: உங்கள் தினசரி சவால் இங்கே தொடர்கிறது.
daily-end-score = **உங்கள் மதிப்பெண்: { $score }**
daily-end-skill = திறன்: முடிவுகளில் இழந்தது { $lost }, துல்லியம் { $accuracy }.
daily-end-skill-no-decisions = திறன்: முடிவுகளில் இழந்தது { $lost }; மதிப்பிட உண்மையான முடிவு எதுவும் இல்லை.
daily-end-luck = அதிர்ஷ்டம்: { $luck }; இன்றைய சராசரி: { $average } ({ $players ->
    [one] 1 வீரர்
   *[other] { $players } வீரர்கள்
  }).
daily-end-unreviewed = உங்கள் ஆய்வு இன்னும் தயாராகவில்லை: பிறகு { $command-daily } கட்டளை அதைக் காட்டும்.
daily-end-turns = உங்கள் சுற்றுகள்: { $marks }
daily-end-legend = 🟩 சிறந்த ஆட்டம் · 🟨 சிறிய இழப்பு · 🟧 தவறு · 🟥 பெருந்தவறு
btn-share = பகிர்
daily-share = { $player } — தினசரி { $game }, { $day }: { $score ->
    [one] 1 புள்ளி
   *[other] { $score } புள்ளிகள்
  }, முடிவுகளில் இழந்தது { $lost } { $marks }
daily-share-unreviewed = { $player } — தினசரி { $game }, { $day }: { $score ->
    [one] 1 புள்ளி
   *[other] { $score } புள்ளிகள்
  }
daily-board-title = தினசரி சவால் — { $game } — { $day }
daily-board-today = இன்று
daily-board-week = இந்த வாரத்தின் சிறந்தவை
daily-board-hidden = முதலில் { $command-daily } கட்டளையில் விளையாடுங்கள்: நீங்கள் விளையாடிய பிறகே இன்றைய முடிவுகள் தெரியும்.
daily-board-line = { $rank }. { $player } — { $score ->
    [one] 1 புள்ளி
   *[other] { $score } புள்ளிகள்
  } (முடிவுகளில் இழந்தது { $lost })
daily-board-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 புள்ளி
   *[other] { $score } புள்ளிகள்
  }
daily-board-week-line = { $rank }. { $player } — { $score ->
    [one] 1 புள்ளி
   *[other] { $score } புள்ளிகள்
  } (முடிவுகளில் இழந்தது { $lost }), { $day }
daily-board-week-line-unreviewed = { $rank }. { $player } — { $score ->
    [one] 1 புள்ளி
   *[other] { $score } புள்ளிகள்
  }, { $day }
skill-board-title = { $game } — திறன்
skill-board-line = { $rank }. { $player } — ஒவ்வோர் ஆட்டத்திலும் இழந்தது { $lost }, { $games ->
    [one] 1 ஆட்டம்
   *[other] { $games } ஆட்டங்கள்
  }, துல்லியம் { $accuracy }
skill-board-empty = இன்னும் யாரிடமும் { $minimum ->
    [one] 1 தரவரிசை ஆட்டம்
   *[other] { $minimum } தரவரிசை ஆட்டங்கள்
  } இல்லை.
skill-board-rules = துல்லியத் தீர்வியின் ஆய்வின்படி (அதிர்ஷ்டம் நீக்கப்பட்டு) ஓர் ஆட்டத்தில் முடிவுகளில் இழந்த புள்ளிகள்; ஒவ்வொரு வீரரின் { $window ->
    [one] கடைசித் தரவரிசை ஆட்டம்
   *[other] கடைசி { $window } தரவரிசை ஆட்டங்கள்
  } கணக்கில், { $minimum ->
    [one] குறைந்தது 1 ஆட்டம்
   *[other] குறைந்தது { $minimum } ஆட்டங்கள்
  } தேவை; குறைவே சிறப்பு. தரவரிசையில் சேருபவை: தினசரி சவால்களும் குறிப்புகள் இல்லாத தனி ஆட்டங்களும். மற்றவர்களுடன் ஆடிய ஆட்டங்களும் ஆய்வு செய்யப்படுகின்றன, ஆனால் இந்தப் பலகையில் சேராது.
skill-board-season-rules = துல்லியத் தீர்வியின் ஆய்வின்படி (அதிர்ஷ்டம் நீக்கப்பட்டு) ஓர் ஆட்டத்தில் முடிவுகளில் இழந்த புள்ளிகள்; பருவத்தில் ஒவ்வொரு வீரரும் ஆடிய தரவரிசை ஆட்டங்களின் கணக்கில், { $minimum ->
    [one] குறைந்தது 1 ஆட்டம்
   *[other] குறைந்தது { $minimum } ஆட்டங்கள்
  } தேவை; குறைவே சிறப்பு. தரவரிசையில் சேருபவை: தினசரி சவால்களும் குறிப்புகள் இல்லாத தனி ஆட்டங்களும். மற்றவர்களுடன் ஆடிய ஆட்டங்களும் ஆய்வு செய்யப்படுகின்றன, ஆனால் இந்தப் பலகையில் சேராது.
stats-skill = { $game } திறன்: ஓர் ஆட்டத்துக்கு முடிவுகளில் இழந்தது { $lost }, { $games ->
    [one] கடைசித் தரவரிசை ஆட்டம்
   *[other] கடைசி { $games } தரவரிசை ஆட்டங்கள்
  }
stats-skill-unranked = மற்றவர்களுடன் { $game } (தரவரிசையில் இல்லை): ஓர் ஆட்டத்துக்கு முடிவுகளில் இழந்தது { $lost }, { $games ->
    [one] 1 ஆட்டம்
   *[other] { $games } ஆட்டங்கள்
  }
chart-skill-panel = { $game }: முடிவுகளில் இழப்பு, { $count ->
    [one] கடைசி ஆட்டம்
   *[other] கடைசி { $count }
  }
chart-skill-aim = சரியான ஆட்டம் 0
refusal-daily_in_channel = தினசரி சவால் தனிப்பட்ட செய்திகளில் மட்டுமே விளையாடப்படும். எதுவும் மாறவில்லை.
refusal-daily_forged = அந்தப் பொத்தான் அந்த நாளின் தினசரி சவாலைச் சேர்ந்தது அல்ல. எதுவும் மாறவில்லை.
refusal-daily_not_yours = இந்தத் தினசரி சவால் வேறொருவருடையது. எதுவும் மாறவில்லை.
refusal-daily_shared = இந்தத் தினசரி சவாலை ஏற்கெனவே பகிர்ந்துவிட்டீர்கள்.
refusal-daily_not_over = முதலில் உங்கள் தினசரி சவாலை முடியுங்கள், பிறகு பகிருங்கள்.
refusal-not_daily = அது தினசரி சவால் அல்ல.
refusal-daily_off = தினசரி சவால் இப்போது கிடைக்கவில்லை.
refusal-bad_board = “{ $value }” என்ற பலகை இல்லை; உள்ள பலகைகள்: { $allowed }.

# ஆட்டக்காரர்களைச் சென்றடையும் சுற்றுகள் (issue 17)
computer-thinking = { $player } யோசிக்கிறார்…
turn-deadline = ⏳ { $shown ->
    [relative] இந்தச் சுற்றின் நேரம் { $time } முடியும்.
   *[clock] இந்தச் சுற்றின் நேரம் { $time } மணிக்கு முடியும்.
  }
rank-line = { $place }. { $player } — { $total }
score-option-scratch-desc = அடித்தல்: இந்தப் பிரிவு 0 பெறும்.
turn-ping = { $player }, { $game } { ID($id) } ஆட்டத்தில் உங்கள் சுற்று: { $link }
cmdname-pings = அறிவிப்புகள்
cmd-pings = உங்கள் சுற்று வரும்போது உங்களைக் குறிப்பிட்டு அழைக்கவா என்பதைத் தேர்ந்தெடு
paramname-pings = அறிவிப்புகள்
param-pings = இயக்கம், அணைப்பு, அல்லது ஒவ்வொரு சர்வரும் முடிவு செய்தபடி
pings-choice-on = இயக்கம்
pings-choice-off = அணைப்பு
pings-choice-auto = ஒவ்வொரு சர்வரும் முடிவு செய்தபடி
pings-set-on = உங்களுக்குச் சுற்று வந்து சிறிது நேரம் நீங்கள் ஆடாவிட்டால், ஒருமுறை உங்களைக் குறிப்பிட்டு அழைப்பேன்.
pings-set-off = உங்களுக்குச் சுற்று வரும்போது உங்களைக் குறிப்பிட்டு அழைக்க மாட்டேன்.
pings-set-auto = உங்களுக்குச் சுற்று வரும்போது உங்களைக் குறிப்பிட்டு அழைப்பதா என்பதை ஒவ்வொரு சர்வரும் முடிவு செய்யும்.
param-pings-server = வேறொருவரின் சுற்றுக்குப் பின் தன் சுற்று தொடங்கும் வீரரைக் குறிப்பிட்டு அழை (ஒவ்வொரு வீரரும் இதை அணைக்கலாம்)
paramname-ping-grace = அறிவிப்பு_காத்திருப்பு
param-ping-grace = வீரரைக் குறிப்பிட்டு அழைக்கும் முன் ஒரு சுற்று காத்திருக்கும் விநாடிகள் (0-600)
field-pings = சுற்று அறிவிப்புகள்
pings-setting-on = இயக்கம், { $seconds ->
    [one] { $seconds } விநாடிக்குப்
   *[other] { $seconds } விநாடிகளுக்குப்
  } பிறகு
pings-setting-off = அணைப்பு
refusal-bad_pings = அறிவிப்புகள் அமைப்பு இவற்றில் ஒன்றாக இருக்கலாம்: { $allowed }; “{ $value }” அல்ல.
refusal-grace_range = அறிவிப்புக்கு முந்தைய காத்திருப்பு { $min } முதல் { $max ->
    [one] { $max } விநாடி
   *[other] { $max } விநாடிகள்
  } வரை இருக்க வேண்டும்.
refusal-not_invited = இந்தப் பொத்தான் இந்த மறுபோட்டிக்கு அழைக்கப்பட்ட வீரர்களுக்கானது; காலி இருக்கையில் அமர **சேர்** பொத்தானை அழுத்துங்கள்.
btn-confirm = நான் வருகிறேன்
seat-invited = { $player } (அழைக்கப்பட்டவர், இன்னும் உறுதிசெய்யவில்லை)
cmdname-auto-roll = தானியங்கி-உருட்டல்
cmd-auto-roll = உங்கள் ஒவ்வொரு சுற்றின் முதல் உருட்டலையும் நானே உங்களுக்காகச் செய்யவா என்பதைத் தேர்ந்தெடு
paramname-auto-roll = தானியங்கி_உருட்டல்
param-auto-roll = இயக்கம், அணைப்பு, அல்லது ஒவ்வொரு சர்வரும் முடிவு செய்தபடி
auto-roll-choice-on = இயக்கம்
auto-roll-choice-off = அணைப்பு
auto-roll-choice-auto = ஒவ்வொரு சர்வரும் முடிவு செய்தபடி
auto-roll-set-on = உங்கள் சுற்று தொடங்கும்போது நானே உங்களுக்காகப் பகடைகளை உருட்டுவேன்: முதல் உருட்டல் முடிந்த நிலையில் நீங்கள் தொடங்குவீர்கள்.
auto-roll-set-off = ஒவ்வொரு சுற்றையும் தொடங்க நீங்கள் **உருட்டு** பொத்தானை அழுத்துவீர்கள்.
auto-roll-set-auto = உங்கள் சுற்றுகளின் முதல் உருட்டலை நானே உங்களுக்காகச் செய்வதா என்பதை ஒவ்வொரு சர்வரும் முடிவு செய்யும்.
param-auto-roll-server = ஒவ்வொரு வீரருக்கும் அவரது சுற்றின் முதல் உருட்டலை அவருக்காகச் செய் (ஒவ்வொரு வீரரும் இதை அணைக்கலாம்)
field-auto-roll = தானியங்கி உருட்டல்
auto-roll-setting-on = இயக்கம்: ஒவ்வொரு சுற்றும் பகடைகள் உருட்டப்பட்ட நிலையில் தொடங்கும்
auto-roll-setting-off = அணைப்பு: ஒவ்வொரு சுற்றும் உருட்டு பொத்தானுடன் தொடங்கும்
refusal-bad_auto_roll = தானியங்கி உருட்டல் அமைப்பு இவற்றில் ஒன்றாக இருக்கலாம்: { $allowed }; “{ $value }” அல்ல.
help-auto-roll = தானியங்கி உருட்டல்: உங்கள் சுற்று தொடங்கும்போதே பகடைகள் உருட்டப்பட்டிருக்கும் (அந்த உருட்டலில் நீங்கள் முடிவு செய்ய எதுவும் இல்லை); { $command-auto-roll } இதை உங்களுக்கு அணைக்கும் அல்லது இயக்கும்.
cmdname-help = உதவி
cmd-help = எப்படி ஆடுவது, ஒவ்வொரு பொத்தானும் என்ன செய்யும், கட்டளைகள்
help-title = எப்படி ஆடுவது
help-intro = மேசையில் உள்ள அனைவரும் சேர்ந்து ஆடும் ஐந்து பகடை ஆட்டங்கள்; ஒவ்வோர் ஆட்டமும் ஒரே செய்தியில்:
help-game = **{ $game }**: { $summary }
help-how-title = ஓர் ஆட்டம்
help-how = { $command-start } மூலம் ஒரு மேசையைத் திறங்கள்; மற்றவர்கள் **சேர்** பொத்தானை அழுத்துவார்கள்; ஏற்பாட்டாளர் கணினி இருக்கைகளைச் சேர்த்து **தொடங்கு** பொத்தானை அழுத்துவார். அனைவரும் அதே செய்தியில் ஒருவர் பின் ஒருவராக ஆடுவார்கள்; உங்கள் சுற்று வந்து சிறிது நேரம் நீங்கள் ஆடாவிட்டால், ஒருமுறை உங்களைக் குறிப்பிட்டு அழைப்பேன். இறுதியில் எல்லா மொத்தங்களும் காட்டப்படும்; **மறுபோட்டி** அதே மேசையை மீண்டும் அமர்த்தும்.
help-controls-title = பொத்தான்கள்
help-control-join = **சேர்** / **வெளியேறு**: காத்திருப்பு அறையில் ஓர் இருக்கையில் அமருங்கள், அல்லது அதை விடுங்கள்.
help-control-confirm = **நான் வருகிறேன்**: மறுபோட்டி உங்களுக்காக வைத்திருக்கும் இருக்கையில் அமருங்கள்.
help-control-add-bot = **கணினியைச் சேர்**: ஏற்பாட்டாளர் ஒரு கணினி இருக்கையைச் சேர்க்கிறார் (எளிது, சாதாரணம் அல்லது உகந்தது).
help-control-start = **தொடங்கு** / **ரத்து**: ஏற்பாட்டாளர் ஆட்டத்தைத் தொடங்குகிறார், அல்லது மூடுகிறார்.
help-control-roll = **உருட்டு**: பகடைகளை உருட்டுங்கள் (பிரிவு ஆட்டங்களில் ஒரு சுற்றுக்கு மூன்று முறை வரை).
help-control-dice = **பகடைகள்**: உருட்டல்களுக்கு இடையே ஒரு பகடையை வைத்திருக்க அதைத் தட்டுங்கள்; விட மீண்டும் தட்டுங்கள்.
help-control-keep = **ஒரு முகம்** (⚄ ×3): ஒரே தட்டில், அந்த முகம் காட்டும் எல்லாப் பகடைகளையும் வைத்துக்கொண்டு மீதியை உருட்டும்.
help-control-score = **மதிப்பெண் பதிவு…**: நிரப்ப வேண்டிய பிரிவைத் தேர்ந்தெடுங்கள்; முதலில் புள்ளி தரும் பிரிவுகள், அதிகப் புள்ளியிலிருந்து; பிறகு அடிக்கக்கூடியவை (0).
help-control-pick = **ஒரு பிரிவும் அதன் புள்ளிகளும்**: ஒரே தட்டில் அந்தப் பிரிவைப் பதிவு செய்யும் (இப்போது அதிகப் புள்ளி தரும் பிரிவுகள்); **மதிப்பெண் பதிவு…** எல்லாப் பிரிவுகளையும் காட்டும்.
help-control-bank = **சேமி** (5000): இந்தச் சுற்றின் புள்ளிகளை வைத்துக்கொள்ளுங்கள்; **உருட்டு** அவற்றை மீதமுள்ள பகடைகளில் பணயம் வைக்கும்.
help-control-hint = **குறிப்பு**: இந்த நிலையிலிருந்து சிறந்த நகர்வுகளையும் ஒவ்வொன்றின் மதிப்பையும் உங்களுக்கு மட்டும் காட்டும்.
help-control-review = **ஆய்வு**: ஆட்டம் முடிந்ததும், அதிக இழப்பு தந்த உங்கள் முடிவுகளை உங்களுக்கு மட்டும் காட்டும்.
help-control-rematch = **மறுபோட்டி**: அதே வீரர்களுடனும் கணினி இருக்கைகளுடனும் ஒரு புதிய காத்திருப்பு அறை.
help-commands-title = கட்டளைகள்
help-command = { $command }: { $description }
help-pings = அறிவிப்புகள்: { $command-pings } இவற்றை உங்களுக்கு அணைக்கும் அல்லது இயக்கும்; இயல்பு அமைப்பையும் நான் எவ்வளவு நேரம் காத்திருப்பேன் என்பதையும் ஒவ்வொரு சர்வரும் தீர்மானிக்கும்.
help-ranking = குறிப்புகள் இல்லாமல் ஆடிய தனி ஆட்டங்களும் தினசரி ஆட்டங்களும் மட்டுமே திறன் தரவரிசையில் கணக்கிடப்படும்.

## Win chances on the board (issue 34)
chances-line = 🎯 வெற்றி வாய்ப்புகள்: { $chances }
chance-of = { $player } { $chance }
chance-below = { $percent }-க்குக் கீழ்
chance-above = { $percent }-க்கு மேல்
paramname-win-chances = வெற்றி_வாய்ப்பு
param-win-chances = இரண்டு அல்லது அதற்கு மேற்பட்டோர் ஆடும் ஆட்டங்களின் பலகையில் ஒவ்வொருவரின் வெற்றி வாய்ப்பைக் காட்டு
field-win-chances = பலகையில் வெற்றி வாய்ப்புகள்
win-chances-setting-on = காட்டப்படும்
win-chances-setting-off = மறைக்கப்படும்

## எங்கும் விளையாடுதல்: குழு நேரடிச் செய்திகள், நேரடிச் செய்திகள், பாட்டைச் சேர்க்காத சர்வர்கள்

btn-resume = தொடர்
board-paused = ⏸ இடைநிறுத்தம்: இங்கே யாராவது ஒரு பொத்தானைத் தட்டிய பிறகே என்னால் பலகையைப் புதுப்பிக்க முடியும். தொடர **தொடர்** பொத்தானை அழுத்துங்கள்.
refusal-external_apps_off = இந்தச் சர்வர் உறுப்பினர்களின் சொந்தக் கணக்குகளிலிருந்து வரும் செயலிகளைத் தனிப்பட்ட முறையில் மட்டுமே காட்டுகிறது; எனவே இங்கே பொதுவில் ஆட்டம் ஆட முடியாது. ஒரு குழு நேரடிச் செய்தியில் முயலுங்கள், அல்லது பாட்டைச் சேர்க்குமாறு சர்வரிடம் கேளுங்கள்.
param-game-timeout = ஒரு சுற்றுக்கான நிமிடங்கள்; பின் வீரருக்காக ஆடப்படும் (பாட் உள்ள சர்வர்களுக்கு வெளியே)
board-title-chat = { $game } — இந்த உரையாடலின் தரவரிசை
stats-everywhere = எல்லா இடங்களிலும்
stats-place = { $place }: வெற்றிகள்: { $wins } / ஆட்டங்கள்: { $games }
place-all = மொத்தம்
place-servers = சர்வர்கள்
place-chats = குழு உரையாடல்கள்
place-dms = நேரடிச் செய்திகள்
refusal-forged = இது Discord-இலிருந்து வர வேண்டிய முறையில் வரவில்லை. எதுவும் மாறவில்லை.

## The table's last rough edges (issue 35, parts 2–5)

rematch-asked = 🔁 { $asker } அதே மேசையுடன் மறுபோட்டி கேட்டார்.
rematch-you-in = { $count ->
    [one] { $players }: நீங்கள் ஏற்கெனவே ஆட்டத்தில் இருக்கிறீர்கள்.
   *[other] { $players }: நீங்கள் அனைவரும் ஏற்கெனவே ஆட்டத்தில் இருக்கிறீர்கள்.
}
rematch-confirm = { $count ->
    [one] { $players }: உங்கள் இருக்கையில் அமர **நான் வருகிறேன்** பொத்தானை அழுத்துங்கள்.
   *[other] { $players }: உங்கள் இருக்கைகளில் அமர **நான் வருகிறேன்** பொத்தானை அழுத்துங்கள்.
}
rematch-host-starts = { $host }: நீங்கள் ஆட்டத்தில் இருக்கிறீர்கள், ஏற்பாட்டாளரும் நீங்களே; மேசை தயாரானதும் **தொடங்கு** பொத்தானை அழுத்துங்கள்.
ping-moved = { $player }: { $game } { ID($id) } ஆட்டம் இங்கே இடம் மாறியது: { $link }
ping-moved-away = { $player }: { $game } { ID($id) } ஆட்டம் { $channel } சேனலில் தொடர்கிறது.
btn-fair-dice = நேர்மையான பகடை
fair-dice-secret = 🎲 இந்த ஆட்டத்தின் பகடைகள், தொடக்கத்தில் தற்செயலாகத் தேர்ந்தெடுக்கப்பட்டு முடிவு வரை ரகசியமாக வைக்கப்படும் ஒரு விதையிலிருந்து வருகின்றன. தொடக்கத்திலிருந்தே மாறாத அதன் SHA-256 கைரேகை: { $hash }
    ஆட்டம் முடிந்ததும் **நேர்மையான பகடை** அந்த விதையைக் காட்டும்: அதற்கு இதே கைரேகை உள்ளதா, ஒவ்வோர் உருட்டலும் அதிலிருந்தே வந்ததா என்பதை யார் வேண்டுமானாலும் சரிபார்க்கலாம்.
fair-dice-revealed = 🎲 பகடை விதை: { $seed }
    இதன் SHA-256 கைரேகை, இந்த ஆட்டத்திற்குத் தொடக்கத்திலிருந்தே இருந்த அதே கைரேகைதான்: { $hash }
daily-end-solver = இன்றைய சவாலைத் துல்லியத் தீர்வியும் ஆடியது; அதன் மதிப்பெண்: { $score }. ஒவ்வொரு சுற்றும் அனைவருக்கும் ஒரே உருட்டலுடன் தொடங்குகிறது; ஆனால் அதன் தேர்வுகள் உங்களுடையவை அல்ல, அதனால் அடுத்து வரும் உருட்டல்களும் வேறு.
help-control-keep-several = **பகடைச் சேர்க்கைகள்** (⚁⚁⚄⚄, ⚀⚁⚂⚃): இரண்டு ஜோடிகள், அல்லது வரிசையை நோக்கி ஒவ்வொரு முகத்திலும் ஒரு பகடை; ஒரே தட்டில் அவற்றை வைத்துக்கொண்டு மீதியை உருட்டும்.

## பருவங்களும் வீரர்களுக்கு இடையிலான தரப்புள்ளியும்

paramname-season = பருவம்
param-season = குறிப்பிடாவிட்டால் நடப்புப் பருவம், எண் தந்தால் முந்தைய பருவம், எல்லாக் காலத்துக்கும் «{ season-all-word }»
season-all-word = அனைத்தும்
board-season = பருவம் { $number } ({ $length })
board-all-time = எல்லாக் காலமும்
season-monthly = மாதாந்திரம்
season-weekly = வாராந்திரம்
season-quarterly = காலாண்டு
season-off = பருவங்கள் இல்லை
board-by-rating = தரப்புள்ளி (மற்ற வீரர்களுக்கு எதிராக)
rating-board-title = { $game } — தரப்புள்ளி
rating-board-line = { $rank }. { $player } — { $rating } (கணக்கிடப்பட்ட ஆட்டங்கள்: { $games })
rating-board-rules = திறன் மதிப்பீட்டிலிருந்து அதன் நிச்சயமின்மையின் மும்மடங்கைக் கழித்தது; மற்றவர்களுடன் ஆடிய ஆட்டங்கள் மட்டும் (கணினிகள் தவிர); { $minimum ->
    [one] குறைந்தது 1 கணக்கிடப்பட்ட ஆட்டம்
   *[other] குறைந்தது { $minimum } கணக்கிடப்பட்ட ஆட்டங்கள்
  } ஆடியவர்கள் இடம்பெறுவர்.
refusal-rating_nobody = இங்கே இன்னும் யாரும் { $minimum ->
    [one] 1 கணக்கிடப்பட்ட ஆட்டம்
   *[other] { $minimum } கணக்கிடப்பட்ட ஆட்டங்கள்
  } ஆடவில்லை. இருவர் அல்லது அதற்கு மேற்பட்டோர் இடையே முடிந்த ஒவ்வோர் ஆட்டமும் கணக்கில் வரும் (கணினிகள் தவிர).
refusal-season_off = இந்தச் சர்வரில் பருவங்கள் இல்லை: பருவத்தைக் குறிப்பிடாதீர்கள், அல்லது «{ season-all-word }» கேளுங்கள்.
refusal-season_unknown = «{ $season }» என்ற பருவம் இல்லை: பருவங்கள் 1 முதல் நடப்புப் பருவமான { $current } வரை எண்ணிடப்பட்டுள்ளன; எல்லாக் காலத்துக்கும் «{ season-all-word }».
refusal-bad_season = பருவங்களுக்கான தேர்வுகள்: { $allowed }; «{ $value }» அவற்றில் இல்லை.
refusal-rating_minimum_range = தரப்புள்ளிப் பலகையின் குறைந்தபட்சம் { $min } முதல் { $max ->
    [one] { $max } கணக்கிடப்பட்ட ஆட்டம்
   *[other] { $max } கணக்கிடப்பட்ட ஆட்டங்கள்
  } வரை இருக்க வேண்டும்.
season-post-title = பருவம் { $number } ({ $length }) முடிந்தது
season-post-game = { $game }: வெற்றியாளர்கள்
season-post-place = { $rank }. { $player } — வெற்றிகள்: { $wins } / ஆட்டங்கள்: { $games }
season-post-best-skill = சிறந்த திறன்
season-post-skill = { $player }, { $game }: ஓர் ஆட்டத்துக்கு முடிவுகளில் இழந்தது { $lost }
season-post-most-improved = அதிகம் முன்னேறியவர்
season-post-improved = { $player }, { $game }: தரப்புள்ளி { $gained } உயர்ந்தது
season-post-empty = இந்தப் பருவத்தில் யாரும் ஓர் ஆட்டத்தையும் முடிக்கவில்லை.
stats-mark-champion = 🏆 பருவம் { $number } வெற்றியாளர், { $game }
stats-mark-place = பருவம் { $number }: { $players } பேரில் இடம் { $place }, { $game }
stats-rating = { $game } தரப்புள்ளி: { $rating } (கணக்கிடப்பட்ட ஆட்டங்கள்: { $games })
paramname-season-channel = பருவ_சேனல்
paramname-rated-hints = குறிப்புடன்_கணக்கிடு
paramname-rating-minimum = தரப்புள்ளி_குறைந்தபட்சம்
param-season-length = ஒரு பருவம் எவ்வளவு காலம் (UTC நாள்காட்டி), அல்லது பருவங்கள் இல்லை
param-season-channel = ஒவ்வொரு பருவத்தின் முடிவும் அறிவிக்கப்படும் சேனல்
param-rated-hints = யாராவது குறிப்புகளைப் பயன்படுத்திய ஆட்டங்களும் தரப்புள்ளியை மாற்றுமா
param-rating-minimum = தரப்புள்ளிப் பலகையில் இடம்பெற ஒரு வீரருக்குத் தேவையான கணக்கிடப்பட்ட ஆட்டங்கள்
field-season = பருவங்கள்
season-setting-posted = { $length }, முடிவு { $channel } சேனலில் அறிவிக்கப்படும்
field-rating = தரப்புள்ளி
rating-setting = { $minimum ->
    [one] 1 கணக்கிடப்பட்ட ஆட்டத்திலிருந்து
   *[other] { $minimum } கணக்கிடப்பட்ட ஆட்டங்களிலிருந்து
  } பலகையில்; { $hints }
rating-hints-on = குறிப்புகள் பயன்படுத்திய ஆட்டங்களும் கணக்கில் வரும்
rating-hints-off = குறிப்புகள் பயன்படுத்திய ஆட்டங்கள் கணக்கில் வராது
chart-rating-panel = { $game }: தரப்புள்ளி வரம்புடன், { $count ->
    [one] கடைசி ஆட்டம்
   *[other] கடைசி { $count }
  }
chart-rating-axis = கணக்கிடப்பட்ட ஆட்ட எண்
rating-board-at = { $season }: அது முடிந்தபோது இருந்தபடி
refusal-season_not_here = { $board } அடிப்படையிலான பலகைக்குப் பருவங்கள் இல்லை: பருவத்தைக் குறிப்பிடாதீர்கள்.
standings-title = { $game } — { $season }: தரவரிசை
standings-wins = வெற்றிகள்
standings-games = ஆட்டங்கள்
standings-best = சிறந்த மதிப்பெண்
standings-mean = சராசரி மதிப்பெண்
standings-skill = திறன் (இழந்த புள்ளிகள்)
standings-rating = தரப்புள்ளி

## The web pages (bot.web)

web-site = Discord-இல் Yacht
web-skip = உள்ளடக்கத்துக்குச் செல்
web-language = மொழி
web-games = ஆட்டங்கள்
web-boards = தரவரிசைகள்
web-title-leaderboard = தரவரிசை: { $game }
web-board-wins = வெற்றிகள்
web-board-points = புள்ளிகள்
web-board-skill = திறன்
web-col-player = வீரர்
web-col-game = ஆட்டம்
web-col-games = ஆட்டங்கள்
web-col-wins = வெற்றிகள்
web-col-best = சிறந்தது
web-col-mean = சராசரி
web-col-lost = ஓர் ஆட்டத்துக்கு இழந்த புள்ளிகள்
web-col-box = பிரிவு
web-empty = இன்னும் முடிந்த ஆட்டங்கள் இல்லை.
web-player = வீரர் { $n }
web-former-player = ஒரு முன்னாள் வீரர்
web-computer = கணினி { $n } ({ $level })
web-player-description = { $games ->
    [one] { $games } முடிந்த ஆட்டம்
   *[other] { $games } முடிந்த ஆட்டங்கள்
}
web-records = பதிவு
web-win-rate = வெற்றி விகிதம்
web-skill = முடிவுகளால் இழந்த புள்ளிகள், ஆட்டம் ஆட்டமாக
web-recent = அண்மைய ஆட்டங்கள்
web-won = வென்றது
web-not-won = வெல்லவில்லை
web-title-replay = மறுகாட்சி: { $game }
web-replay-description = { $players ->
    [one] { $players } வீரர்
   *[other] { $players } வீரர்கள்
  }, { $moves ->
    [one] { $moves } நகர்வு
   *[other] { $moves } நகர்வுகள்
  }, ஒவ்வொன்றும் துல்லியத் தீர்வியால் மதிப்பிடப்பட்டது
web-scrubber = நகர்வு
web-moves = நகர்வுகள்
web-first = முதல்
web-previous = முந்தைய
web-next = அடுத்த
web-last = கடைசி
web-start = முதல் உருட்டலுக்கு முன்
web-move = நகர்வு { $n } / { $total }
web-rolled = { $player } உருட்டினார்.
web-scored = { $player } { $box } பிரிவில் { $points } பெற்றார்.
web-banked = { $player } { $points } சேமித்தார்.
web-before = நகர்வுக்கு முன் பகடைகள்:
web-after = நகர்வுக்குப் பின் பகடைகள்:
web-held = வைக்கப்பட்டது
web-verdict-best = சிறந்த தேர்வு.
web-verdict-cost = இழப்பு { $cost } { $cost ->
    [one] புள்ளி
   *[other] புள்ளிகள்
  }. சிறந்தது: { $best }.
web-verdict-none = தீர்வி மதிப்பிடும் முடிவு இல்லை.
web-best-keep = { $dice } வைத்துக்கொண்டு மீதியை உருட்டு
web-best-score = { $box } பிரிவில் பதிவு செய்
web-best-roll = உருட்டு
web-best-bank = சேமி
web-total = மொத்தம்
web-action-roll = உருட்டல்
web-action-score = பதிவு
web-action-bank = சேமிப்பு
web-against = எதிராளிகள்
web-against-people = மனிதர்களுக்கு எதிராக
web-against-computers = கணினிகளுடன்
btn-replay = இணையத்தில் மறுகாட்சி
btn-daily-page = இணையத்தில் இன்றைய தரவரிசை
web-title-daily = தினசரி சவால்: { $game }, { $day }
web-daily-description = தினசரி சவாலின் தரவரிசை, அதை விளையாடியவர்களுக்கு மட்டும்.
web-daily-yours = உங்கள் முடிவு
web-daily-board = அன்றைய தரவரிசை
web-daily-you = (நீங்கள்)
web-col-lost-daily = முடிவுகளால் இழந்த புள்ளிகள்
web-refused-title-forged = இந்த இணைப்பு செல்லாது
web-refused-forged = இந்த இணைப்பைப் பாட் உருவாக்கவில்லை, அல்லது இது மாற்றப்பட்டுள்ளது. உங்கள் சொந்த இணைப்பைப் பெற Discord-இல் உங்கள் தினசரி சவாலைத் திறங்கள்.
web-refused-title-expired = இந்த இணைப்பு காலாவதியாகிவிட்டது
web-refused-expired = அன்றைய தரவரிசைக்கான இணைப்பு ஒரு வாரம் மட்டுமே வேலை செய்யும். புதிய இணைப்பைப் பெற Discord-இல் உங்கள் தினசரி சவாலை மீண்டும் திறங்கள்.
web-refused-title-gone = இங்கே தினசரி தரவரிசை இல்லை
web-refused-gone = இந்த இணைப்பு எந்தத் தினசரி தரவரிசைக்கும் செல்லவில்லை: இது முழுமையாக இல்லை, அல்லது சர்வர் தன் இணையப் பக்கங்களை அணைத்துவிட்டது.
web-board-daily = தினசரி சவால்
web-board-rating = தரப்புள்ளி
web-col-rated = கணக்கிடப்பட்ட ஆட்டங்கள்
web-col-day = நாள்
web-col-score = மதிப்பெண்
web-seasons = பருவங்கள்
web-daily-note = இந்த வாரத் தினசரி சவாலில் ஒவ்வொரு வீரரின் சிறந்த ஆட்டம், நேற்று வரை. இன்றைய சவாலை ஆடிய பிறகு இன்றைய முடிவுகள் Discord-இல் தெரியும்.
web-chart = வரைபடம்
web-chart-alt = { $player } வரைபடம்: ஒவ்வோர் ஆட்டத்திலும் கடைசி மதிப்பெண்கள் இலக்குக் கோட்டுடன், முடிவுகளால் இழந்த புள்ளிகள் ஆட்டம் ஆட்டமாக, தரப்புள்ளி அதன் வரம்புடன்
btn-player-page = இணையத்தில் பதிவு
btn-board-page = இணையத்தில் தரவரிசை
web-setting-off = அணைக்கப்பட்டது
web-setting-on = இயக்கத்தில் (தேடுபொறிகளுக்கு வெளியே)
web-setting-listed = இயக்கத்தில், தேடுபொறிகளிலும்
param-web = சர்வரின் இணையப் பக்கங்கள்: தரவரிசைகள், மறுகாட்சிகள் (இயல்பாக அணைக்கப்பட்டது)
paramname-web = இணையம்
field-web = இணையப் பக்கங்கள்
cmdname-web-name = இணையப்-பெயர்
cmd-web-name = இணையப் பக்கங்களில் உங்கள் பெயரைக் காட்டுவதா வேண்டாமா என்பதைத் தேர்ந்தெடு
param-web-name = ஆம்: பக்கங்களில் உங்கள் காட்சிப் பெயர்; இல்லை: "வீரர் N"
paramname-show = காட்டு
web-name-set-on = இணையப் பக்கங்கள் இனி உங்களை { $name } எனக் காட்டும்.
web-name-set-off = இணையப் பக்கங்கள் இனி உங்களை "வீரர் N" என அழைக்கும்.

## Reviews in chances of winning, at a table of several seats (issue 34)
review-wins-title = உங்கள் வெற்றி வாய்ப்பு
review-wins-start = தொடக்கத்தில் உங்கள் வெற்றி வாய்ப்பு { $start }; { $won ->
    [yes] நீங்கள் வென்றீர்கள்.
   *[no] நீங்கள் வெல்லவில்லை.
  }
review-wins-details = வாய்ப்புகளில்: { $result } = { $start } (தொடக்கம்) { $own } (உங்கள் பகடைகள்) { $dice } (மற்றவர்களின் பகடைகள்) { $choices } (உங்கள் தேர்வுகள்) { $theirs } (மற்றவர்களின் தேர்வுகள்) { $edge } (வெல்வதற்காக ஆடிய உங்கள் சுற்றுகள்)
review-wins-details-drift = வாய்ப்புகளில்: { $result } = { $start } (தொடக்கம்) { $own } (உங்கள் பகடைகள்) { $dice } (மற்றவர்களின் பகடைகள்) { $choices } (உங்கள் தேர்வுகள்) { $theirs } (மற்றவர்களின் தேர்வுகள்) { $edge } (வெல்வதற்காக ஆடிய உங்கள் சுற்றுகள்) { $drift } (இரண்டு கணக்கீட்டு முறைகளின் வேறுபாடு)
review-wins-costly-title = வெற்றி வாய்ப்பை அதிகம் இழக்கச் செய்த முடிவுகள்
review-wins-costly = { $rank }. { $when } — நீங்கள் செய்தது: { $did }. வெல்லச் சிறந்தது: { $best } (வெற்றி வாய்ப்பு { $chance } அதிகம்{ $scored ->
    [none] {""}
   *[some] ; உங்கள் தேர்வால் எதிர்பார்க்கும் மதிப்பெண்ணில் { $cost } { $cost ->
        [one] புள்ளி
       *[other] புள்ளிகள்
    } இழப்பு
  }). { $why }
review-wins-clean = உங்கள் தேர்வுகள் எதுவும் வெற்றி வாய்ப்பைக் குறைக்கவில்லை.
review-wins-definitions = ஓர் உருட்டலின் அதிர்ஷ்டம் = பகடைகள் விழுந்த பின் உங்கள் வாய்ப்பு கழித்தல் உருட்டும் முன் அதன் சராசரி; ஒரு தேர்வின் இழப்பு = வெல்வதற்கான சிறந்த தேர்வு காத்திருக்கும் வாய்ப்பு; மற்றவர்களின் தேர்வுகள் = அவை உங்கள் வாய்ப்பை மாற்றிய அளவு; வெல்வதற்காக ஆடிய சுற்றுகள் = ஒவ்வொரு சுற்றையும் வெல்வதற்காக ஆடுவது பலகை காட்டும் வாய்ப்போடு சேர்ப்பது, ஏனெனில் பலகை புள்ளிகளுக்காக ஆடுவதாகக் கொள்கிறது. எண்கள் சதவீதப் புள்ளிகள்.
