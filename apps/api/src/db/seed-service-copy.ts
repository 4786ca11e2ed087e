// The demo catalogue's service pages: what each service is, for whom, how it works, what it
// costs and the questions agencies ask, written as the credit mediator of the brand file
// would publish them. Only the tags the description editor makes and the sanitiser keeps
// (h3, p, strong, ul, ol, li, br): an admin can open and save any of these pages unchanged.

const section = (title: string) => `<h3>${title}</h3>`;
const faq = (question: string, answer: string) =>
  `<p><strong>${question}</strong><br />${answer}</p>`;
const list = (items: readonly string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const steps = (items: readonly string[]) =>
  `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

type Copy = (product: string) => string;

export const consulenzaMutui: Copy = (product) =>
  [
    '<p>Un consulente del credito segue i clienti della tua agenzia nella ricerca del mutuo per l’acquisto: dalla prima verifica di fattibilità fino alla firma dal notaio. Tu ti occupi della compravendita, noi della parte finanziaria.</p>',
    section('A chi è rivolto'),
    '<p>Alle agenzie che vogliono offrire a chi compra un interlocutore unico per il finanziamento, e ai loro clienti: prima casa, seconda casa, surroga o sostituzione di un mutuo esistente.</p>',
    section('Come funziona'),
    steps([
      'Ci segnali il cliente dall’Area Riservata o con una telefonata.',
      'Il consulente lo contatta entro due giorni lavorativi e raccoglie reddito, impegni in corso e importo cercato.',
      'Verifichiamo la finanziabilità e confrontiamo le offerte delle banche convenzionate.',
      'Il cliente riceve il PIES (Prospetto Informativo Europeo Standardizzato) della banca scelta e lo valuta con calma.',
      'Seguiamo l’istruttoria, la perizia e la delibera, e ti aggiorniamo a ogni passaggio.',
    ]),
    '<p>La decisione sulla concessione del mutuo spetta sempre alla banca. Il costo complessivo del finanziamento è espresso dal TAEG indicato nel PIES: è il numero da confrontare tra un’offerta e l’altra.</p>',
    section('Prezzo'),
    `<p>Per le agenzie che aderiscono a ${product} la consulenza è compresa; le altre la pagano una volta per pratica, secondo il listino. Eventuali compensi di mediazione a carico del cliente sono indicati nei fogli informativi e nel contratto di mediazione, prima di qualsiasi impegno.</p>`,
    section('Domande frequenti'),
    faq(
      'Il cliente deve già avere trovato casa?',
      'No: una prima verifica prima delle visite aiuta a cercare nella fascia di prezzo giusta, e la proposta d’acquisto arriva più solida.',
    ),
    faq(
      'Quanto tempo serve?',
      'Dalla domanda completa alla delibera passano di solito da tre a sei settimane; i tempi dipendono dalla banca e dalla perizia.',
    ),
    faq(
      'Potete garantire l’approvazione?',
      'No. Nessun mediatore può promettere l’esito: valutiamo la pratica con onestà e la presentiamo alle banche più adatte al profilo del cliente.',
    ),
  ].join('');

export const valutazioneImmobile: Copy = (product) =>
  [
    '<p>Una stima del valore di mercato dell’immobile redatta da un tecnico abilitato, con sopralluogo e confronto con le compravendite recenti della zona. Serve per fissare il prezzo dell’incarico con argomenti solidi e per prevenire sorprese quando la banca farà la propria perizia.</p>',
    section('A chi è rivolto'),
    '<p>Alle agenzie che acquisiscono un incarico di vendita e vogliono proporre al proprietario un prezzo motivato, e a chi deve verificare che il prezzo concordato sia coerente con il valore che un istituto di credito potrà riconoscere.</p>',
    section('Come funziona'),
    steps([
      'Richiedi il servizio e indica indirizzo, dati catastali e un recapito per il sopralluogo.',
      'Il tecnico visita l’immobile e ne rileva stato, finiture e consistenza.',
      'Entro cinque giorni lavorativi ricevi una relazione scritta con il valore stimato, i comparabili usati e le note sulle eventuali criticità.',
    ]),
    list([
      'Sopralluogo di un tecnico iscritto all’albo',
      'Relazione in PDF, pronta da condividere con il proprietario',
      'Segnalazione di difformità evidenti da approfondire prima del rogito',
    ]),
    section('Prezzo'),
    `<p>Il prezzo è per immobile residenziale fino a 200 m²; con ${product} si applica la tariffa ridotta indicata nel listino. Per immobili commerciali o di pregio inviamo un preventivo.</p>`,
    section('Domande frequenti'),
    faq(
      'Sostituisce la perizia della banca?',
      'No: la banca incarica sempre un proprio perito. Una stima indipendente fatta prima riduce però il rischio che il valore di perizia risulti molto più basso del prezzo.',
    ),
    faq(
      'Il proprietario deve essere presente?',
      'Basta che qualcuno apra l’immobile al tecnico: anche un collaboratore dell’agenzia.',
    ),
  ].join('');

export const visureCatastali: Copy = (product) =>
  [
    '<p>Visure catastali e ipotecarie, planimetrie ed estratti di mappa richiesti agli uffici dell’Agenzia delle Entrate e consegnati in formato PDF. Tutto quello che serve per preparare l’incarico e la proposta d’acquisto senza perdere mezze giornate allo sportello.</p>',
    section('A chi è rivolto'),
    '<p>Alle agenzie che vogliono verificare intestatari, dati catastali e conformità della planimetria prima di pubblicare l’annuncio o di raccogliere una proposta.</p>',
    section('Come funziona'),
    steps([
      'Indica comune, foglio, particella e subalterno, oppure l’indirizzo e il nome dell’intestatario.',
      'Scegli i documenti: visura catastale, visura ipotecaria, planimetria, estratto di mappa.',
      'Ricevi i documenti via e-mail, di norma entro 24 ore lavorative.',
    ]),
    section('Prezzo'),
    `<p>Il prezzo in listino vale per un pacchetto con visura catastale e planimetria di una unità immobiliare. I tributi dovuti agli uffici sono compresi. Con ${product} il pacchetto costa meno.</p>`,
    section('Domande frequenti'),
    faq(
      'Posso chiedere la planimetria di un immobile che non è in vendita con la mia agenzia?',
      'La planimetria catastale può essere richiesta solo dall’intestatario o da chi ha una sua delega: per questo chiediamo la delega firmata del proprietario.',
    ),
    faq(
      'La planimetria catastale prova la conformità urbanistica?',
      'No: la conformità urbanistica si verifica sui titoli edilizi in Comune. Se la planimetria non corrisponde allo stato dei luoghi, ti suggeriamo di coinvolgere un tecnico prima del rogito.',
    ),
  ].join('');

export const attestatoEnergetico: Copy = (product) =>
  [
    '<p>L’Attestato di Prestazione Energetica (APE) redatto da un certificatore abilitato, con sopralluogo e trasmissione al catasto energetico della regione. È obbligatorio per vendere o affittare e la classe energetica va indicata già negli annunci.</p>',
    section('A chi è rivolto'),
    '<p>Ai proprietari che affidano l’immobile alla tua agenzia e non hanno un APE valido: l’attestato dura dieci anni, purché non ci siano stati interventi che cambiano la prestazione dell’edificio.</p>',
    section('Come funziona'),
    steps([
      'Richiedi il servizio indicando indirizzo e dati catastali.',
      'Il certificatore concorda il sopralluogo e raccoglie i dati dell’impianto di riscaldamento e degli infissi.',
      'L’APE viene registrato e ti arriva in PDF, di norma entro una settimana dal sopralluogo.',
    ]),
    section('Prezzo'),
    `<p>Il prezzo in listino vale per un appartamento con impianto autonomo; per immobili indipendenti o con impianti particolari inviamo un preventivo. Con ${product} si applica la tariffa ridotta.</p>`,
    section('Domande frequenti'),
    faq(
      'Serve il libretto della caldaia?',
      'Sì, se disponibile: il certificatore ne ha bisogno per descrivere l’impianto. Ti indichiamo in anticipo i documenti da preparare.',
    ),
    faq(
      'Che cosa succede se l’annuncio non riporta la classe energetica?',
      'La normativa chiede di indicare la classe energetica negli annunci di vendita e di affitto: conviene avere l’APE prima di pubblicare.',
    ),
  ].join('');

export const servizioFotografico: Copy = (product) =>
  [
    '<p>Un fotografo specializzato in immobili realizza le foto dell’annuncio: luce naturale, ambienti ordinati, inquadrature che mostrano gli spazi come sono. Le foto sono il primo motivo per cui un acquirente chiede una visita.</p>',
    section('A chi è rivolto'),
    '<p>Alle agenzie che vogliono annunci curati senza attrezzatura e tempo da dedicare, per immobili residenziali e piccoli spazi commerciali.</p>',
    section('Come funziona'),
    steps([
      'Prenoti la sessione e indichi gli ambienti da valorizzare.',
      'Il fotografo lavora circa un’ora e mezza sul posto.',
      'Entro tre giorni lavorativi ricevi da 15 a 25 foto ritoccate, in alta risoluzione e nel formato per i portali.',
    ]),
    list([
      'Correzione di luce, prospettiva e colori',
      'Planimetria semplificata da allegare all’annuncio, su richiesta',
      'Uso delle foto senza limiti per la promozione di quell’immobile',
    ]),
    section('Prezzo'),
    `<p>Il prezzo in listino è per una sessione in un immobile fino a 150 m². Con ${product} si applica la tariffa ridotta.</p>`,
    section('Domande frequenti'),
    faq(
      'Come va preparato l’immobile?',
      'Luci accese, tapparelle alzate, superfici libere da oggetti personali: ti mandiamo una breve lista da girare al proprietario.',
    ),
    faq(
      'E se piove?',
      'Gli interni si fotografano comunque; per gli esterni possiamo tornare in un altro giorno senza costi aggiuntivi.',
    ),
  ].join('');

export const formazioneAgenti: Copy = () =>
  [
    '<p>Incontri brevi e pratici sul credito immobiliare per i collaboratori della tua agenzia: come si legge un PIES, che cosa guarda la banca, come parlare di rata e di anticipo con chi compra senza improvvisare.</p>',
    section('A chi è rivolto'),
    '<p>Agli agenti e ai collaboratori delle agenzie del circuito, anche alle prime armi. Non servono conoscenze finanziarie di partenza.</p>',
    section('Come funziona'),
    list([
      'Incontri di 90 minuti, in agenzia o a distanza, con un consulente del credito',
      'Casi reali e domande dei partecipanti',
      'Materiale di sintesi da tenere in ufficio',
    ]),
    '<p>Temi principali: reddito e rapporto rata/reddito, differenza tra tasso fisso e variabile, TAEG, perizia, tempi dell’istruttoria, agevolazioni per la prima casa.</p>',
    section('Prezzo'),
    '<p>Riservato alle agenzie del circuito: calendario e condizioni su richiesta al tuo referente.</p>',
    section('Domande frequenti'),
    faq(
      'La formazione abilita a fare consulenza sul credito?',
      'No: l’attività di mediazione creditizia è riservata agli iscritti all’elenco OAM. Gli incontri servono a dare ai clienti le informazioni giuste e a indirizzarli al consulente.',
    ),
  ].join('');

export const leadGeneration: Copy = () =>
  [
    '<p>Ti mettiamo in contatto con persone che stanno cercando casa nella tua zona e hanno già parlato con un nostro consulente del credito: sanno quanto possono spendere e sono pronte a visitare.</p>',
    section('A chi è rivolto'),
    '<p>Alle agenzie del circuito che vogliono nuovi acquirenti qualificati, non semplici nominativi.</p>',
    section('Come funziona'),
    steps([
      'Un acquirente si rivolge a noi per il mutuo e ci autorizza a condividere il suo contatto con un’agenzia.',
      'Verifichiamo con lui zona, budget e tempi.',
      'Ricevi il contatto nell’Area Riservata, tra gli appuntamenti, e lo richiami entro 48 ore.',
    ]),
    '<p>Ogni appuntamento fatto e ogni contratto concluso fanno crescere i tuoi punti nella classifica delle agenzie.</p>',
    section('Prezzo'),
    '<p>Il servizio è riservato alle agenzie del circuito; le condizioni sono concordate con il tuo referente.</p>',
    section('Domande frequenti'),
    faq(
      'I contatti sono condivisi con altre agenzie?',
      'No: ogni contatto va a una sola agenzia, scelta per zona e tipo di immobile cercato.',
    ),
    faq(
      'Come sono trattati i dati personali?',
      'Condividiamo solo i contatti di chi ha dato il consenso, e solo i dati necessari per organizzare la visita.',
    ),
  ].join('');
